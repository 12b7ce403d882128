import { passwordResetApi } from '@console/shared/password-reset/contract';
import { call } from '@/lib/http/api';

/** Asks for a link: the answer is the same whether an account matches or not. */
export const requestResetLink = (login: string) => call(passwordResetApi.request, { body: { login } });

/** Sets the new password with the link's token; every session of the account ends. */
export const completeReset = (token: string, newPassword: string) =>
  call(passwordResetApi.complete, { body: { token, newPassword } });
