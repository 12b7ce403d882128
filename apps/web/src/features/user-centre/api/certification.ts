import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { userCentreKeys } from './user-centre-keys';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { call } from '@/lib/http/api';

/** The enterprise authentication (masked) and the records. */
export const getCertification = () => call(userCentreApi.certification);

export const certificationQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.certification(currentLocale()), queryFn: getCertification });

/** Withdraws a record (409 once it is decided); refetches after a 409 too. */
export function useWithdrawRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userCentreApi.withdrawRecord, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.all }),
  });
}
