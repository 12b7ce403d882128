import { useUserInfo } from '@/lib/session/current-user';
import { firstAccessibleRoute, NOT_FOUND_PATH } from './routing';

/** Path of the current user's landing route (Workplace once it is live). */
export function useLandingPath(): string {
  const { data } = useUserInfo();
  return firstAccessibleRoute(data)?.path ?? NOT_FOUND_PATH;
}
