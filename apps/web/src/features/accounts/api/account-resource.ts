import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi } from '@console/shared/accounts/contract';
import { accountList } from '@console/shared/accounts/schemas';
import { call } from '@/lib/http/api';
import { listResource } from '@/lib/list/list-resource';
import { roleOptionsQueryOptions } from './get-role-options';

/** The accounts and their writes (docs/api.md, "Accounts"). */
export const accountResource = listResource({
  key: 'accounts',
  operations: accountApi,
  querySchema: accountList.query,
});

/** Disables or enables an account at the row's version; disabling ends its sessions. */
export const useAccountStatus = () => accountResource.useRecordAction(accountApi.status);

/** A temporary password at the row's version, replaced at the next sign-in; the account's sessions end. */
export const useResetPassword = () => accountResource.useRecordAction(accountApi.resetPassword);

/** Ends every session of an account: how many ended. The list shows nothing of sessions, so nothing refetches. */
export const useEndSessions = () =>
  useMutation({ mutationFn: (id: number) => call(accountApi.endSessions, { params: { id } }) });

/**
 * Switches an account's second factor off (a lost phone and lost recovery codes) and ends its
 * sessions; its row shows it off once the list is read again.
 */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(accountApi.resetSecondFactor, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountResource.keys.lists() }),
  });
}

/**
 * The route asks for the page the URL shows as soon as it grants access (see `screens.ts`), and for
 * the roles that name its rows and fill its role filter, alongside.
 */
export function prefetch(queryClient: QueryClient, url: URL): void {
  accountResource.prefetch(queryClient, url);
  void queryClient.prefetchQuery(roleOptionsQueryOptions());
}
