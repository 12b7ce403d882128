/** The roles as administrators manage them (docs/permissions.md, "Roles"): names and limits, without zod. */
import type { Locale } from '../constants';

/**
 * A role's name, its key in accounts and sessions: 2 to 32 lower-case letters, digits or `-`,
 * starting with a letter (`admin`, `user`, `task-reader`). People read its labels instead.
 */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const ROLE_NAME_MAX = 32;
/** Longest label of a role in one language. */
export const ROLE_LABEL_MAX = 30;
/** Longest text the keyword filter takes. */
export const ROLE_KEYWORD_MAX = 50;
/** How many roles there may be: a console's roles fit on one page of the list and in a role switch. */
export const ROLES_MAX = 100;

/** A role's name in each language of the console. */
export type RoleLabels = Record<Locale, string>;

/** Columns the role list may be sorted by. Without `sortField` the oldest come first: the built-in roles, then in order of creation. */
export const ROLE_SORT_FIELDS = ['name', 'createdTime'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
