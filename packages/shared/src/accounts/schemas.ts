import { z } from 'zod';
import { passwordSchema } from '../api/auth';
import { ROLES_MAX } from '../roles/constants';
import { roleNameSchema } from '../roles/schemas';
import { filterTextSchema, idSchema, listSchemas, textSchema, versionSchema } from '../list';
import {
  ACCOUNT_EMAIL_MAX,
  ACCOUNT_KEYWORD_MAX,
  ACCOUNT_NAME_MAX,
  ACCOUNT_SORT_FIELDS,
  ACCOUNT_STATUSES,
  ACCOUNT_USERNAME_MAX,
  ACCOUNT_USERNAME_PATTERN,
} from './constants';

/**
 * The accounts as administrators manage them: who may sign in, with which roles. Passwords are
 * written, never read: an account answers whether it must replace the one it has.
 */

export const accountStatusSchema = z.enum(ACCOUNT_STATUSES, { error: 'validation.option' });

export const accountSchema = z.object({
  id: idSchema,
  username: z.string(),
  /** The name the console shows. */
  name: z.string(),
  email: z.string(),
  roles: z.array(roleNameSchema),
  status: accountStatusSchema,
  /** Signed in with a password an administrator set: it must be replaced before anything else. */
  mustChangePassword: z.boolean(),
  /** Its authenticator app (TOTP) is on. */
  secondFactor: z.boolean(),
  /** How many passkeys it has registered: each is a second factor too. */
  passkeys: z.number().int().min(0),
  /** ISO 8601 instants. */
  createdTime: z.string(),
  updatedTime: z.string(),
  version: z.number().int().positive(),
});
export type Account = z.infer<typeof accountSchema>;

const accountFilters = {
  /** Part of the username or of the name, in any case. */
  keyword: filterTextSchema(ACCOUNT_KEYWORD_MAX),
  role: roleNameSchema.optional(),
  status: accountStatusSchema.optional(),
};
export type AccountFilter = z.infer<z.ZodObject<typeof accountFilters>>;

const rolesSchema = z
  .array(roleNameSchema, { error: 'validation.rolesRequired' })
  .min(1, 'validation.rolesRequired')
  .max(ROLES_MAX, 'validation.tooMany');
const emailSchema = textSchema({ max: ACCOUNT_EMAIL_MAX }).refine(
  (email) => email === '' || z.email().safeParse(email).success,
  'validation.email',
);
const editable = {
  name: textSchema({ max: ACCOUNT_NAME_MAX, required: true }),
  email: emailSchema,
  roles: rolesSchema,
};

/** A new account: its first password must be replaced at its first sign-in. */
export const accountCreateSchema = z.object({
  username: textSchema({ max: ACCOUNT_USERNAME_MAX, required: true }).regex(
    ACCOUNT_USERNAME_PATTERN,
    'validation.username',
  ),
  ...editable,
  password: passwordSchema,
});
export type AccountCreateInput = z.infer<typeof accountCreateSchema>;

/** An edit at the version read: the username stays. */
export const accountUpdateSchema = z.object({ ...editable, version: versionSchema });
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** Disables or enables an account at the version read; disabling ends its sessions. */
export const accountStatusInputSchema = z.object({ status: accountStatusSchema, version: versionSchema });
export type AccountStatusInput = z.infer<typeof accountStatusInputSchema>;

/** A temporary password at the version read, to be replaced at the next sign-in; the account's sessions end. */
export const accountPasswordInputSchema = z.object({ password: passwordSchema, version: versionSchema });
export type AccountPasswordInput = z.infer<typeof accountPasswordInputSchema>;

export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });

/** The account list on the list kit: its queries, its page and its writes. */
export const accountList = listSchemas({
  item: accountSchema,
  filters: accountFilters,
  sortFields: ACCOUNT_SORT_FIELDS,
  create: accountCreateSchema,
  update: accountUpdateSchema,
});
export type AccountListQuery = z.infer<typeof accountList.query>;
export type AccountPage = z.infer<typeof accountList.page>;

export { idParamsSchema } from '../list';
