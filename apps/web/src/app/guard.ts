import { redirect, type LoaderFunction } from 'react-router';
import type { RouteDef } from '@console/shared';
import { i18n, messageKey } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { fetchSession, sessionRefused } from '@/lib/session/current-user';
import { loadServerMenu } from '@/app/shell/server-menu';
import { loadSavedSettings } from '@/app/shell/settings/load-saved-settings';
import { endSession } from '@/lib/session/end-session';
import { getToken } from '@/lib/session/session';
import { useSettings } from '@/stores/settings';
import { decideAccess, decideForcedStep, loginUrl } from '@/lib/routing/routing';

/** Makes sure the server menu is loaded when it drives access; a failed load leaves it empty. */
async function ensureServerMenu(): Promise<void> {
  const { menuFromServer, serverMenu } = useSettings.getState();
  if (!menuFromServer || serverMenu.length > 0) return;
  await loadServerMenu().catch(() => undefined);
}

/**
 * The guards (docs/product.md, Sessions and states; Rules) as a route loader: session (token, then
 * profile), then the forced steps (a temporary password, a second factor to set up), then access.
 * `checkAccess: false` keeps only the session check (the redirect route re-enters the guard).
 */
export function guardLoader(route: RouteDef, { checkAccess = true } = {}): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!getToken()) throw redirect(loginUrl(route, url));
    const user = await fetchSession();
    if (!user) {
      if (sessionRefused()) endSession();
      throw redirect(loginUrl(route, url));
    }
    await loadSavedSettings();
    // A forced step comes before anything else opens, the redirect route included.
    const forced = decideForcedStep(route, user);
    if (forced?.kind === 'redirect') throw redirect(forced.to);
    if (forced?.kind === 'allow' || !checkAccess) return null;
    await ensureServerMenu();
    const { menuFromServer, serverMenu } = useSettings.getState();
    const decision = decideAccess(route, { grant: user, menuFromServer, serverMenu });
    if (decision.kind === 'redirect') {
      if (decision.landing) tellForbidden(route, decision.landing);
      throw redirect(decision.to);
    }
    return null;
  };
}

/** Tells the user which page their role may not open, and which one they see instead. */
export function tellForbidden(route: RouteDef, landing: RouteDef): void {
  const title = (page: RouteDef) => i18n.t(messageKey(page.titleKey));
  toast('warning', i18n.t('guard.forbidden', { page: title(route), landing: title(landing) }));
}
