import { useNavigate } from 'react-router';
import { endSession } from '@/lib/session/end-session';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { authApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** Revokes the session of `token` on the server. */
export function logout(token: string): Promise<null> {
  return call(authApi.logout, {}, { token });
}

/**
 * A deliberate logout (docs/product.md, Shell: navbar): the signed-in screens leave first; their queries are
 * cancelled and the session ends here (token, cache, server menu), after which no query runs (see
 * `lib/query-client.ts`); then it ends on the server, with the token it had. The login page shows
 * nothing but its form and the logout toast.
 */
export function useSignOut(): (loginPath: string) => Promise<void> {
  const navigate = useNavigate();
  return async (loginPath) => {
    const token = getToken();
    await navigate(loginPath);
    await queryClient.cancelQueries();
    endSession();
    toast('success', i18n.t('navbar.logout.done'));
    if (token) await logout(token).catch(() => undefined);
  };
}
