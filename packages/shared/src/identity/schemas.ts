import { z } from 'zod';
import { RECOVERY_CODES, SECOND_STEP_METHODS, TOTP } from './constants';

/**
 * The second factor's shapes (`contract.ts`): the enrolment of an authenticator app, its recovery
 * codes, and the second step of a sign-in.
 */

const RECOVERY_CODE_LENGTH = RECOVERY_CODES.groupLength * RECOVERY_CODES.groups + RECOVERY_CODES.groups - 1;

/** A code from the authenticator app: its digits, spaces allowed (apps show them in groups). */
export const totpCodeSchema = z
  .string({ error: 'validation.totpCode' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP.digits}}$`), 'validation.totpCode'));

/**
 * A code from the authenticator app, or one of the recovery codes (any case, dash optional): what
 * the second step, the switch-off and new recovery codes accept.
 */
export const secondFactorCodeSchema = z
  .string({ error: 'validation.secondFactorCode' })
  .max(RECOVERY_CODE_LENGTH + 8, 'validation.secondFactorCode')
  .transform((code) => code.replace(/\s/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(
          `^(\\d{${TOTP.digits}}|[a-z0-9]{${RECOVERY_CODES.groupLength}}-?[a-z0-9]{${RECOVERY_CODES.groupLength}})$`,
        ),
        'validation.secondFactorCode',
      ),
  );

/** Where the account stands: whether its app is set up, and whether a role it holds requires it. */
export const secondFactorStatusSchema = z.object({
  totp: z.object({
    enabled: z.boolean(),
    /** ISO 8601; null while it is off. */
    enabledTime: z.string().nullable(),
    /** Recovery codes not yet used. */
    recoveryCodesLeft: z.number().int().min(0),
  }),
  /** A role the account holds requires a second factor: its last one cannot be switched off. */
  required: z.boolean(),
  /** The account has a passkey (docs/decisions/048-passkeys.md): a second factor too, so the app may go. */
  hasPasskey: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new secret for the authenticator app, shown once: as text, as an `otpauth://` address, and as a QR code. */
export const totpSetupSchema = z.object({
  /** Base32, as apps take it when typed. */
  secret: z.string(),
  uri: z.string(),
  /** The address as an SVG image of its QR code. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableSchema = z.object({ code: totpCodeSchema });
export const secondFactorCodeBodySchema = z.object({ code: secondFactorCodeSchema });

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** What a correct password answers for an account with a second factor, instead of a session. */
export const secondStepSchema = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(SECOND_STEP_METHODS)),
  /** Seconds the ticket lasts. */
  expiresIn: z.number().int().positive(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

export const secondStepBodySchema = z.object({
  ticket: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128, 'validation.tooLong'),
  code: secondFactorCodeSchema,
});
export type SecondStepInput = z.infer<typeof secondStepBodySchema>;

export { loginTokenSchema } from '../api/auth';
export const noDataSchema = z.null();
