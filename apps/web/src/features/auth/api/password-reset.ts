import { passwordResetApi } from '@console/shared/password-reset/contract';
import { call } from '@/lib/http/api';

/**
 * Whether the console sends reset links: asked after the login page's first paint, its answer
 * shows "Forgot password" or not. A failure offers nothing.
 */
export const passwordResetEnabled = (): Promise<boolean> =>
  call(passwordResetApi.status).then(
    (status) => status.enabled,
    () => false,
  );
