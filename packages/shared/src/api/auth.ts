import { z } from 'zod';
import { APP_SETTINGS_DEFAULTS, LOCALES, LOGIN_LIMITS, THEMES, MENU_WIDTH_RANGE } from '../constants';
import { textSchema } from '../list';
import { permissionSchema, roleLabelsSchema, roleNameSchema } from '../roles/schemas';

/**
 * Validation messages are i18n keys: the server translates them with `Accept-Language`, the web
 * app with its own dictionaries (both hold the `validation.*` namespace).
 */
export const loginSchema = z.object({
  username: textSchema({ max: LOGIN_LIMITS.username, required: 'validation.usernameRequired' }),
  password: textSchema({ max: LOGIN_LIMITS.password, required: 'validation.passwordRequired', trim: false }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** At least six characters; digits, letters, specials but no space; upper and lower case (docs/product.md, Rules). */
export const passwordSchema = z
  .string()
  .min(6, 'validation.passwordTooShort')
  .max(128, 'validation.tooLong')
  .refine((v) => !/\s/.test(v), 'validation.passwordNoSpace')
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v), 'validation.passwordCase');

/** A form that takes the new password twice: the repeat must match it, told under `repeatPassword`. */
export const withRepeatedPassword = <Shape extends { newPassword: typeof passwordSchema }>(
  schema: z.ZodObject<Shape>,
) =>
  schema
    .extend({ repeatPassword: z.string({ error: 'validation.passwordRequired' }) })
    // The generic shape hides the two fields from the checker; the extension and the constraint hold them.
    .refine(
      (form) => (form as { repeatPassword: string }).repeatPassword === (form as { newPassword: string }).newPassword,
      {
        path: ['repeatPassword'],
        message: 'validation.passwordMismatch',
      },
    );

export const switchRoleSchema = z.object({ role: roleNameSchema });

/** The profile fields of docs/product.md, Records, with the real role and every role the account holds. */
export const userInfoSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  job: z.string(),
  organization: z.string(),
  location: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  jobName: z.string(),
  organizationName: z.string(),
  locationName: z.string(),
  phone: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.number().int(),
  /** The basic information of the user settings (codes of `@console/shared/user-centre/constants`). */
  countryRegion: z.string(),
  area: z.string(),
  address: z.string(),
  role: roleNameSchema,
  roles: z.array(roleNameSchema),
  /** What the active role may do now: the menu, the guards and the buttons follow it. */
  permissions: z.array(permissionSchema),
  /** The label of each role held, per language (the role switch names them). */
  roleLabels: z.record(z.string(), roleLabelsSchema),
  /** Signed in with a password an administrator set: nothing else works until it is replaced. */
  mustChangePassword: z.boolean(),
  /**
   * A role the account holds requires a second factor that it has not set up: only the set-up, and
   * what any session may do, works until it has.
   */
  mustEnrolSecondFactor: z.boolean(),
  /** How long the session may go unused before it ends (`SESSION_IDLE_MINUTES`): the web warns before. */
  sessionIdleSeconds: z.number().int().positive(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginTokenSchema = z.object({ token: z.string() });

/** App settings saved per user (docs/product.md, Records: app settings); the client-only fields are not stored. */
export const appSettingsSchema = z.object({
  theme: z.enum(THEMES).default(APP_SETTINGS_DEFAULTS.theme),
  colorWeak: z.boolean().default(APP_SETTINGS_DEFAULTS.colorWeak),
  navbar: z.boolean().default(APP_SETTINGS_DEFAULTS.navbar),
  menu: z.boolean().default(APP_SETTINGS_DEFAULTS.menu),
  topMenu: z.boolean().default(APP_SETTINGS_DEFAULTS.topMenu),
  menuCollapse: z.boolean().default(APP_SETTINGS_DEFAULTS.menuCollapse),
  footer: z.boolean().default(APP_SETTINGS_DEFAULTS.footer),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'validation.color')
    .default(APP_SETTINGS_DEFAULTS.themeColor),
  menuWidth: z
    .number()
    .int()
    .min(MENU_WIDTH_RANGE.min)
    .max(MENU_WIDTH_RANGE.max)
    .default(APP_SETTINGS_DEFAULTS.menuWidth),
  tabBar: z.boolean().default(APP_SETTINGS_DEFAULTS.tabBar),
  menuFromServer: z.boolean().default(APP_SETTINGS_DEFAULTS.menuFromServer),
  locale: z.enum(LOCALES).optional(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
export const DEFAULT_APP_SETTINGS: AppSettings = appSettingsSchema.parse({});
