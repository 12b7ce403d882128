import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/current-user';
import { useSettings } from '@/stores/settings';
import { decideAccess, decideForcedStep, type ForcedSession } from '@/lib/routing/routing';
import { tellForbidden } from '@/app/guard';
import { useCurrentRoute } from '@/lib/routing/current-route';

/**
 * What the session may do, as one comparable value: its role and its permissions in any order, and
 * the steps it must take first.
 */
const accessKey = ({ role, permissions, mustChangePassword, mustEnrolSecondFactor }: ForcedSession) =>
  `${role}:${[...permissions].sort().join(',')}:${mustChangePassword}:${mustEnrolSecondFactor}`;

/**
 * When what the session may do changes (a role switch, or an administrator's change of its roles or
 * of its role's permissions), a page it may no longer open gives way as a typed address would: to
 * the first page the session may open, with the guard's notice (to not-found with the server's
 * menu, whose guard does the same; docs/product.md, Shell: layout). A step the session must now take
 * first (a role of it came to require a second factor it has not set up) opens its page.
 */
export function useAccessWatcher(): void {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const user = useUserInfo().data;
  const key = user && accessKey(user);
  const previousKey = useRef(key);
  useEffect(() => {
    const changed = previousKey.current !== undefined && key !== previousKey.current;
    previousKey.current = key;
    if (!changed || !route || !user) return;
    const forced = decideForcedStep(route, user);
    if (forced?.kind === 'redirect') {
      void navigate(forced.to, { replace: true });
      return;
    }
    const { menuFromServer, serverMenu } = useSettings.getState();
    const decision = decideAccess(route, { grant: user, menuFromServer, serverMenu });
    if (decision.kind === 'allow') return;
    if (decision.landing) tellForbidden(route, decision.landing);
    void navigate(decision.to, { replace: true });
  }, [key, user, route, navigate]);
}
