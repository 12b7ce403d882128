import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Grant } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
import { useSettings } from '@/stores/settings';
import { decideAccess, NOT_FOUND_PATH } from '@/lib/routing/routing';
import { useCurrentRoute } from '@/lib/routing/current-route';

/** What the session may do, as one comparable value: its role and its permissions in any order. */
const accessKey = ({ role, permissions }: Grant) => `${role}:${[...permissions].sort().join(',')}`;

/**
 * When what the session may do changes (a role switch, or an administrator's change of its roles or
 * of its role's permissions), a page it may no longer open gives way to not-found
 * (docs/product.md, Shell: layout).
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
    const { menuFromServer, serverMenu } = useSettings.getState();
    if (decideAccess(route, { grant: user, menuFromServer, serverMenu }).kind === 'redirect') {
      void navigate(NOT_FOUND_PATH, { replace: true });
    }
  }, [key, user, route, navigate]);
}
