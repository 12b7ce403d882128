import { useNavigate } from 'react-router';
import { endSession } from '@/lib/session/end-session';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { postSessionMessage } from '@/lib/session/idle-channel';
import { getToken } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { authApi } from '@console/shared/user/contract';
import type { LogoutAnswer } from '@console/shared/user/schemas';
import { call } from '@/lib/http/api';

/** Revokes the session of `token` on the server: a session of single sign-on answers the provider's sign-out. */
export function logout(token: string): Promise<LogoutAnswer> {
  return call(authApi.logout, {}, { token });
}

export interface Leaving {
  /** Shown on the login page. */
  notice?: { kind: 'success' | 'warning'; text: string };
  /** Ends the session on the server too; another tab that ended it did so already. */
  revoke?: boolean;
}

/**
 * Leaves the session for the login page: the signed-in screens leave first; their queries are
 * cancelled and the session ends here (token, cache, server menu), after which no query runs (see
 * `lib/query-client.ts`); then it ends on the server, with the token it had. The login page shows
 * nothing but its form and the notice.
 */
export function useLeaveSession(): (loginPath: string, leaving: Leaving) => Promise<LogoutAnswer | undefined> {
  const navigate = useNavigate();
  return async (loginPath, { notice, revoke = true }) => {
    const token = getToken();
    await navigate(loginPath);
    await queryClient.cancelQueries();
    endSession();
    if (notice) toast(notice.kind, notice.text);
    if (token && revoke) return logout(token).catch(() => undefined);
    return undefined;
  };
}

/**
 * A deliberate logout (docs/product.md, Shell: navbar), in every open tab: this one leaves with the
 * logout toast, the others follow (`lib/session/idle-watch.ts`). A session of single sign-on then
 * signs out at the provider too (docs/decisions/050-single-sign-on.md), which sends the browser
 * back to the login page.
 */
export function useSignOut(): (loginPath: string) => Promise<void> {
  const leave = useLeaveSession();
  return async (loginPath) => {
    postSessionMessage({ type: 'signed-out' });
    const answer = await leave(loginPath, { notice: { kind: 'success', text: i18n.t('navbar.logout.done') } });
    if (answer?.providerSignOutUrl) window.location.assign(answer.providerSignOutUrl);
  };
}
