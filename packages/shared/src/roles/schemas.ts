import { z } from 'zod';
import { LOCALES } from '../constants';
import { filterTextSchema, idSchema, listSchemas, textSchema, versionSchema } from '../list';
import { PERMISSION_NAMES, type Permission } from '../permissions';
import { ROLE_KEYWORD_MAX, ROLE_LABEL_MAX, ROLE_NAME_MAX, ROLE_NAME_PATTERN, ROLE_SORT_FIELDS } from './constants';

/**
 * The roles as administrators manage them: a name that accounts and sessions hold, a label per
 * language, and the permissions of the table it holds. `admin` always holds every permission.
 */

export const permissionSchema = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]], {
  error: 'validation.option',
});

/** A role's name as accounts, sessions and the role switch name it. */
export const roleNameSchema = z
  .string({ error: 'validation.roleName' })
  .max(ROLE_NAME_MAX, 'validation.tooLong')
  .regex(ROLE_NAME_PATTERN, 'validation.roleName');

export const roleLabelsSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, textSchema({ max: ROLE_LABEL_MAX, required: true })])) as Record<
    (typeof LOCALES)[number],
    ReturnType<typeof textSchema>
  >,
);

export const roleRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  labels: roleLabelsSchema,
  /** Its label in the caller's language. */
  title: z.string(),
  permissions: z.array(permissionSchema),
  /** `admin` and `user`: renamed, never deleted. */
  builtin: z.boolean(),
  /** Its accounts must have a second factor: one without is led to set it up at its next sign-in. */
  requireSecondFactor: z.boolean(),
  /** How many accounts hold it. */
  accounts: z.number().int().min(0),
  /** ISO 8601 instants. */
  createdTime: z.string(),
  updatedTime: z.string(),
  version: z.number().int().positive(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

const roleFilters = {
  /** Part of the name or of a label, in any case. */
  keyword: filterTextSchema(ROLE_KEYWORD_MAX),
  /** Only the roles holding this permission. */
  permission: permissionSchema.optional(),
};
export type RoleFilter = z.infer<z.ZodObject<typeof roleFilters>>;

/** Each permission once, in the table's order. */
const permissionsSchema = z
  .array(permissionSchema, { error: 'validation.option' })
  .max(PERMISSION_NAMES.length, 'validation.tooMany')
  .transform((picked) => PERMISSION_NAMES.filter((permission) => picked.includes(permission)));

const editable = {
  labels: roleLabelsSchema,
  permissions: permissionsSchema,
  requireSecondFactor: z.boolean({ error: 'validation.invalid' }).default(false),
};

export const roleCreateSchema = z.object({ name: roleNameSchema, ...editable });
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;

/** An edit at the version read: the name stays (accounts and sessions hold it). */
export const roleUpdateSchema = z.object({ ...editable, version: versionSchema });
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

/** A role as the account form and the role switch offer it. */
export const roleOptionSchema = z.object({ name: z.string(), labels: roleLabelsSchema });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionsSchema = z.array(roleOptionSchema);

/** The role list on the list kit: its queries, its page and its writes. */
export const roleList = listSchemas({
  item: roleRecordSchema,
  filters: roleFilters,
  sortFields: ROLE_SORT_FIELDS,
  create: roleCreateSchema,
  update: roleUpdateSchema,
});
export type RoleListQuery = z.infer<typeof roleList.query>;
export type RolePage = z.infer<typeof roleList.page>;

export { idParamsSchema } from '../list';
