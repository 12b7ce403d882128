import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { securityApi } from '@console/shared/security/contract';
import { call } from '@/lib/http/api';
import { userCentreKeys } from './user-centre-keys';

/** Events per page of the security settings' list. */
export const SECURITY_EVENTS_PER_PAGE = 5;

/** One page of the account's security events, newest first; the page shown stays while the next one loads. */
export const securityEventsQueryOptions = (current: number) =>
  queryOptions({
    queryKey: userCentreKeys.securityEvents(current),
    queryFn: () => call(securityApi.events, { query: { current, pageSize: SECURITY_EVENTS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
