import { z } from 'zod';
import { loginAnswerSchema } from '../user/schemas';

/**
 * Single sign-on's shapes (`sso-contract.ts`): the start and the provider's callback take a query
 * and answer with a redirect; the grant's exchange answers as the password's sign-in does.
 */

/** The login page's query (`?redirect=…`): the callback sends the browser back to it. */
export const ssoStartQuerySchema = z.object({
  search: z.string().max(2048).optional(),
});

/** What the provider sends back; every part optional, as a wrong or forged callback must still reach the login page. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
});

export const ssoGrantBodySchema = z.object({
  grant: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128, 'validation.tooLong'),
});
export type SsoGrantInput = z.infer<typeof ssoGrantBodySchema>;

export { loginAnswerSchema };
