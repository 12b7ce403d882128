import { redirect, type LoaderFunction } from 'react-router';
import type { RouteDef } from '@console/shared';
import { userInfoQueryOptions } from '@/features/auth/api/get-user-info';
import { loadServerMenu } from '@/features/auth/api/get-menu';
import { endSession } from '@/features/auth/session';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session';
import { useSettings } from '@/stores/settings';
import { decideAccess, loginUrl } from './routing';

/** Makes sure the server menu is loaded when it drives access; a failed load leaves it empty. */
async function ensureServerMenu(): Promise<void> {
  const { menuFromServer, serverMenu } = useSettings.getState();
  if (!menuFromServer || serverMenu.length > 0) return;
  await loadServerMenu().catch(() => undefined);
}

/**
 * The guards of SPEC sections 4-5 as a route loader: session (token, then profile), then access.
 * `checkAccess: false` keeps only the session check (the redirect route re-enters the guard).
 */
export function guardLoader(route: RouteDef, { checkAccess = true } = {}): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!getToken()) throw redirect(loginUrl(route, url));
    const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => undefined);
    if (!user) {
      endSession();
      throw redirect(loginUrl(route, url));
    }
    if (!checkAccess) return null;
    await ensureServerMenu();
    const { menuFromServer, serverMenu } = useSettings.getState();
    const decision = decideAccess(route, { role: user.role, menuFromServer, serverMenu });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
