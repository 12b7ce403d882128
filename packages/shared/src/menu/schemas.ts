import { z } from 'zod';
import { textSchema, versionSchema } from '../list';
import { MENU_POSITION_MAX, MENU_TITLE_MAX, menuLayoutNames, type MenuLayoutEntry } from './layout';

/**
 * The menu layout's schemas (`contract.ts`; docs/api.md, "Menu"). An entry names a menu route of
 * the route table; its names are trimmed, and an empty one means the route table's title.
 */

const names = menuLayoutNames() as [string, ...string[]];
const titleSchema = textSchema({ max: MENU_TITLE_MAX }).optional();

export const menuLayoutEntrySchema = z.object({
  name: z.enum(names, { error: 'validation.routeName' }),
  position: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.integerRange')
    .max(MENU_POSITION_MAX, 'validation.integerRange')
    .optional(),
  hidden: z.boolean({ error: 'validation.boolean' }).optional(),
  titles: z.object({ 'zh-CN': titleSchema, 'en-US': titleSchema }).optional(),
}) satisfies z.ZodType<MenuLayoutEntry>;

/** Each menu entry at most once. */
const entriesSchema = z
  .array(menuLayoutEntrySchema)
  .max(names.length, 'validation.tooMany')
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.name))
        context.addIssue({ code: 'custom', path: [index, 'name'], message: 'validation.duplicate' });
      seen.add(entry.name);
    });
  });

/** The layout every signed-in console draws its menu by (`GET /api/user/menu-layout`). */
export const menuLayoutSchema = z.object({ entries: entriesSchema });
export type MenuLayout = z.infer<typeof menuLayoutSchema>;

/** The layout as the menu manager reads it: its version, and who saved it last, when (null: never saved). */
export const adminMenuLayoutSchema = z.object({
  entries: entriesSchema,
  version: versionSchema,
  updatedBy: z.string().nullable(),
  /** ISO 8601 instant. */
  updatedTime: z.string().nullable(),
});
export type AdminMenuLayout = z.infer<typeof adminMenuLayoutSchema>;

/** A whole new layout, at the version read (409 when someone saved since); no entries: the route table's menu. */
export const saveMenuLayoutSchema = z.object({ version: versionSchema, entries: entriesSchema });
export type SaveMenuLayoutInput = z.infer<typeof saveMenuLayoutSchema>;
