import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InspectionAction } from '@console/shared/card-list/constants';
import { cardListApi } from '@console/shared/card-list/contract';
import type { QualityInspectionInput } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { cardListKeys } from './card-list-keys';

/** What an administrator does to a queue from its card. */
export type QualityInspectionAction = 'delete' | InspectionAction;

export interface QualityInspectionActionVariables {
  id: number;
  action: QualityInspectionAction;
}

/** A queue write that refetches the queues (every locale) when it settles, also after a refusal. */
function useQualityInspectionWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('quality-inspection') }),
  });
}

/** Creates a queue (admin). */
export const useCreateQualityInspection = () =>
  useQualityInspectionWrite((input: QualityInspectionInput) =>
    call(cardListApi.createQualityInspection, { body: input }),
  );

/** Deletes a queue, or starts or stops its inspection (admin). */
export const runQualityInspectionAction = ({ id, action }: QualityInspectionActionVariables): Promise<unknown> =>
  action === 'delete'
    ? call(cardListApi.deleteQualityInspection, { params: { id } })
    : call(cardListApi.inspectQualityInspection, { params: { id, action } });

export const useQualityInspectionAction = () => useQualityInspectionWrite(runQualityInspectionAction);
