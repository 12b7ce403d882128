import type { InspectionAction } from '@console/shared/card-list/constants';
import { cardListApi } from '@console/shared/card-list/contract';
import type { QualityInspectionInput } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { useCardListWrite } from './card-list-write';

/** What an administrator does to a queue from its card. */
export type QualityInspectionAction = 'delete' | InspectionAction;

export interface QualityInspectionActionVariables {
  id: number;
  action: QualityInspectionAction;
}

/** Creates a queue (admin). */
export const useCreateQualityInspection = () =>
  useCardListWrite('quality-inspection', (input: QualityInspectionInput) =>
    call(cardListApi.createQualityInspection, { body: input }),
  );

/** Deletes a queue, or starts or stops its inspection (admin). */
export const runQualityInspectionAction = ({ id, action }: QualityInspectionActionVariables): Promise<unknown> =>
  action === 'delete'
    ? call(cardListApi.deleteQualityInspection, { params: { id } })
    : call(cardListApi.inspectQualityInspection, { params: { id, action } });

export const useQualityInspectionAction = () => useCardListWrite('quality-inspection', runQualityInspectionAction);
