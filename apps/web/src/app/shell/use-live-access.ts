import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type AccessChanged, type UserInfo } from '@console/shared';
import { useLiveEvent } from '@/lib/live/use-live';
import { userInfoKeys } from '@/lib/session/current-user';
import { refreshAccess } from './refresh-access';

/**
 * Follows changes of what the session may do over the live channel: an administrator changed the
 * account's roles (no `roles`: it always applies) or the permissions or labels of roles (only the
 * tabs whose account holds one of them refetch: its active role's permissions, or a label of the
 * role switch). The menu, the guards and the buttons follow the
 * refetched profile; the access watcher moves a page that no longer opens.
 */
export function useLiveAccess(): void {
  const queryClient = useQueryClient();
  // A failed menu load says so itself (its notification); the next change or entry tries again.
  const refresh = () => void refreshAccess(queryClient).catch(() => undefined);
  useLiveEvent<AccessChanged>(LIVE_EVENTS.access, ({ roles }) => {
    // Read at the event, not at the last render.
    const held = queryClient.getQueryData<UserInfo>(userInfoKeys.all)?.roles;
    if (roles && held && !roles.some((role) => held.includes(role))) return;
    refresh();
  });
  // A resume that lost events may have lost a change of access too.
  useLiveEvent(LIVE_EVENTS.reset, refresh);
}
