import { z } from 'zod';
import { passwordSchema, withRepeatedPassword } from '../api/auth';
import { textSchema } from '../list';
import { RESET_LOGIN_MAX, RESET_TOKEN_PATTERN } from './constants';

/** Whether the console sends reset links: the login page offers "Forgot password" only then. */
export const passwordResetStatusSchema = z.object({ enabled: z.boolean() });
export type PasswordResetStatus = z.infer<typeof passwordResetStatusSchema>;

/** A username or an e-mail address: the answer is the same whether an account has it or not. */
export const passwordResetRequestSchema = z.object({
  login: textSchema({ max: RESET_LOGIN_MAX, required: 'validation.resetLoginRequired' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The link's token and the new password, under the rules of a password change. */
export const passwordResetCompleteSchema = z.object({
  token: z.string({ error: 'validation.resetLink' }).regex(RESET_TOKEN_PATTERN, 'validation.resetLink'),
  newPassword: passwordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const passwordResetFormSchema = withRepeatedPassword(passwordResetCompleteSchema.pick({ newPassword: true }));

export const noDataSchema = z.null();
