import { appSettingsSchema, type AppSettings } from '@console/shared';

/**
 * The settings as the server will take them, or undefined while a value is out of range. This
 * module brings zod: the settings sync loads it with the user's first change (ADR 010).
 */
export function validSettings(settings: unknown): AppSettings | undefined {
  const result = appSettingsSchema.safeParse(settings);
  return result.success ? result.data : undefined;
}
