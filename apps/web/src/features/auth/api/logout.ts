import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { endSession } from '../session';

/** Revokes the session on the server. */
export function logout(): Promise<null> {
  return apiPost<null>('/api/user/logout');
}

/** Logs out on the server; the local session ends whether or not the call succeeds. */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: endSession });
}
