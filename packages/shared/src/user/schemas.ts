import { z } from 'zod';
import { loginTokenSchema } from '../api/auth';
import { menuNodeSchema } from '../api/menu';
import { secondStepSchema } from '../identity/schemas';
import { userSessionSchema } from '../user-centre/schemas';

/**
 * The schemas of the account's own operations (sign-in, profile, menu, settings, password, avatar,
 * sessions; `contract.ts`), gathered for the contract's selectors. The shapes themselves live with
 * the platform (`api/auth.ts`) and the user centre.
 */

export { appSettingsSchema, loginSchema, loginTokenSchema, switchRoleSchema, userInfoSchema } from '../api/auth';
export { idParamsSchema } from '../list';
export { avatarUploadSchema, changePasswordSchema, endedSessionsSchema, saveInfoSchema } from '../user-centre/schemas';

/**
 * What a correct password answers: a session's token, or, for an account with a second factor,
 * the ticket of the second step (`identityApi.secondStep`).
 */
export const loginAnswerSchema = z.union([loginTokenSchema, z.object({ secondStep: secondStepSchema })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * What a sign-out answers: for a session of single sign-on whose provider signs out too, the
 * provider's sign-out address, where the browser goes next; null otherwise.
 */
export const logoutAnswerSchema = z.object({ providerSignOutUrl: z.string() }).nullable();
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/** The bearer token a login answers at the path Arco Design Pro's client signs in at. */
export const tokenSchema = z.string();
/** An answer with no data. */
export const noDataSchema = z.null();
/** The menu tree of the active role. */
export const menuSchema = z.array(menuNodeSchema);
/** The caller's sessions that still work. */
export const userSessionsSchema = z.array(userSessionSchema);
/** An uploaded avatar's address: the digest of its bytes. */
export const avatarParamsSchema = z.object({ digest: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalid') });
