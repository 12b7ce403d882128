import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certification } from '@console/shared/user-centre/schemas';
import { apiGet, apiPost } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/certification`: the enterprise authentication (masked) and the records. */
export const getCertification = () => apiGet<Certification>('/api/user/certification');

export const certificationQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.certification(currentLocale()), queryFn: getCertification });

/** `POST /api/user/certification/records/:id/withdraw` (409 once the record is decided); refetches after a 409 too. */
export function useWithdrawRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<Certification>(`/api/user/certification/records/${id}/withdraw`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.all }),
  });
}
