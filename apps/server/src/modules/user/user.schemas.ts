import { z } from 'zod';
import { passwordSchema } from '@console/shared';

/** Body of the password change; the new password follows the rules of docs/product.md, Rules. */
export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(128, 'validation.tooLong'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
