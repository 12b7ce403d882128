import { z } from 'zod';
import { passwordSchema, withRepeatedPassword } from '../api/auth';
import { aliasedEnumSchema, textSchema } from '../list';
import {
  ACTIVITY_KINDS,
  AREA_LEAVES,
  COUNTRY_REGION_ALIASES,
  COUNTRY_REGIONS,
  USER_INFO_LIMITS,
  VISIT_KINDS,
} from './constants';

/**
 * The user centre (`/user/info`, `/user/setting`; docs/api.md, "User centre"): any signed-in role,
 * the caller's own data only. The operations are declared in `contract.ts` (the info's blocks and
 * the certification) and `../user/contract.ts` (profile, avatar, sessions).
 */

/** The basic information form; the same rules run in the form and on the server. */
export const saveInfoSchema = z.object({
  email: textSchema({ max: USER_INFO_LIMITS.email, required: 'validation.emailRequired' }).pipe(
    z.email('validation.email'),
  ),
  nickname: textSchema({ max: USER_INFO_LIMITS.nickname, required: 'validation.nicknameRequired' }),
  /** A code, or its label (`COUNTRY_REGION_ALIASES`), read as the code. */
  countryRegion: aliasedEnumSchema(COUNTRY_REGIONS, COUNTRY_REGION_ALIASES, 'validation.countryRegionRequired'),
  area: z
    .string({ error: 'validation.areaRequired' })
    .min(1, 'validation.areaRequired')
    .refine((value) => AREA_LEAVES.includes(value), 'validation.option'),
  address: textSchema({ max: USER_INFO_LIMITS.address }).default(''),
  profile: textSchema({ max: USER_INFO_LIMITS.profile, tooLong: 'validation.profileTooLong' }).default(''),
});
export type SaveInfoInput = z.input<typeof saveInfoSchema>;

/** Body of the password change (`POST /api/user/password`); the new password follows the password rules. */
export const changePasswordSchema = z.object({
  oldPassword: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(128, 'validation.tooLong'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password dialog: the change, with the new password typed twice. */
export const changePasswordFormSchema = withRepeatedPassword(changePasswordSchema);

const personSchema = z.object({ name: z.string(), email: z.string(), avatar: z.string() });

export const myProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  peopleNumber: z.number().int(),
  /** The first people of the project (the owner first), for the avatar group. */
  contributors: z.array(personSchema),
});
export type MyProject = z.infer<typeof myProjectSchema>;

export const latestActivitySchema = z.object({
  /** The id of the entry in its source (an audit entry or a task): unique with `kind`, and as `key`. */
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Unique across the sources: `<kind>:<id>`. */
  key: z.string(),
  /** What happened, in the caller's language. */
  title: z.string(),
  /** Which record, in the caller's language. */
  description: z.string(),
  avatar: z.string(),
  /** ISO 8601 instant. */
  time: z.string(),
});
export type LatestActivity = z.infer<typeof latestActivitySchema>;

export const myTeamSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  name: z.string(),
  peopleNumber: z.number().int(),
});
export type MyTeam = z.infer<typeof myTeamSchema>;

export const visitStatSchema = z.object({
  key: z.enum(VISIT_KINDS),
  /** In the caller's language. */
  name: z.string(),
  /** Visits in the last `VISIT_PERIOD_DAYS` days. */
  visits: z.number().int(),
  /** Visits in the `VISIT_PERIOD_DAYS` days before. */
  previousVisits: z.number().int(),
  /** Against the period before, in percent (2 decimals); 0 without visits before. */
  growth: z.number(),
});
export type VisitStat = z.infer<typeof visitStatSchema>;

export const avatarUploadSchema = z.object({ avatar: z.string() });

export const userSessionSchema = z.object({
  /** The session's id (never its token). */
  id: z.number().int(),
  /** Browser and system read from the User-Agent; empty when unknown. */
  browser: z.string(),
  os: z.string(),
  userAgent: z.string(),
  address: z.string(),
  /** ISO 8601 instants. */
  createdTime: z.string(),
  lastUsedTime: z.string(),
  /** The session of the request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const enterpriseInfoSchema = z.object({
  accountType: z.number().int(),
  status: z.number().int(),
  time: z.string(),
  legalPerson: z.string(),
  certificateType: z.string(),
  authenticationNumber: z.string(),
  enterpriseName: z.string(),
  enterpriseCertificateType: z.string(),
  organizationCode: z.string(),
});

export const certificationRecordSchema = z.object({
  id: z.number().int(),
  certificationType: z.number().int(),
  certificationContent: z.string(),
  /** `CERTIFICATION_STATUSES`. */
  status: z.number().int(),
  time: z.string(),
});
export type CertificationRecord = z.infer<typeof certificationRecordSchema>;

/** Values are masked as Arco Design Pro shows them; `enterpriseInfo` is null before any authentication. */
export const certificationSchema = z.object({
  enterpriseInfo: enterpriseInfoSchema.nullable(),
  record: z.array(certificationRecordSchema),
});
export type Certification = z.infer<typeof certificationSchema>;

/** The lists of the user info's blocks. */
export const myProjectsSchema = z.array(myProjectSchema);
export const latestActivitiesSchema = z.array(latestActivitySchema);
export const myTeamsSchema = z.array(myTeamSchema);
export const visitStatsSchema = z.array(visitStatSchema);
export { idParamsSchema } from '../list';
