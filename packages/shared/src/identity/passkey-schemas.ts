import { z } from 'zod';
import { textSchema } from '../list';
import { PASSKEY } from './constants';

/**
 * The shapes of passkeys (`passkey-contract.ts`): the account's list, the two WebAuthn ceremonies
 * (registration, sign-in) as `@simplewebauthn/browser` sends and takes them, and a name.
 */

/** A base64url value of a credential (an id, a signature, client data…): bounded, so nothing huge reaches the verifier. */
const base64url = (max: number) =>
  z
    .string({ error: 'validation.passkeyResponse' })
    .max(max, 'validation.passkeyResponse')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.passkeyResponse');

/** What the browser gave of a credential, whatever the ceremony. */
const credentialShape = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', 'validation.passkeyResponse'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** What the browser's extensions answered: the server reads none of it, so none of it is kept. */
  clientExtensionResults: z.unknown().transform(() => ({})),
};

/** The answer of `navigator.credentials.create()`, as JSON (`RegistrationResponseJSON`). */
export const registrationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** The answer of `navigator.credentials.get()`, as JSON (`AuthenticationResponseJSON`). */
export const authenticationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

/** The handle of a ceremony the server started: it completes it once, within `PASSKEY.challengeSeconds`. */
const flowSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(128, 'validation.tooLong');

/** What the account calls a passkey, to tell its passkeys apart. */
export const passkeyNameSchema = textSchema({
  max: PASSKEY.nameMax,
  required: 'validation.passkeyName',
  tooLong: 'validation.passkeyNameTooLong',
});

/**
 * The start of a ceremony: its handle, and the options `@simplewebauthn/browser` passes to the
 * browser (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`).
 */
export const passkeyCeremonySchema = z.object({
  flow: z.string(),
  options: z.object({}).catchall(z.unknown()),
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

export const passkeyRegistrationSchema = z.object({
  flow: flowSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

export const passkeySignInSchema = z.object({ flow: flowSchema, response: authenticationResponseSchema });
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601. */
  createdTime: z.string(),
  /** ISO 8601; null until it signs in. */
  lastUsedTime: z.string().nullable(),
  /** Synced between the owner's devices (a password manager, a platform's keychain), and backed up now. */
  multiDevice: z.boolean(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.array(passkeySchema);

export { loginTokenSchema } from '../api/auth';
export { idParamsSchema } from '../list';
export const noDataSchema = z.null();
