import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/current-user';
import { useSettings } from '@/stores/settings';
import { decideAccess, NOT_FOUND_PATH } from '@/lib/routing/routing';
import { useCurrentRoute } from '@/lib/routing/current-route';

/** After a role switch, a page the new role may not open gives way to not-found (docs/product.md, Shell: layout). */
export function useRoleWatcher(): void {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const role = useUserInfo().data?.role;
  const previousRole = useRef(role);
  useEffect(() => {
    const changed = previousRole.current !== undefined && role !== previousRole.current;
    previousRole.current = role;
    if (!changed || !route) return;
    const { menuFromServer, serverMenu } = useSettings.getState();
    if (decideAccess(route, { role, menuFromServer, serverMenu }).kind === 'redirect') {
      void navigate(NOT_FOUND_PATH, { replace: true });
    }
  }, [role, route, navigate]);
}
