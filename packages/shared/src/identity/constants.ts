/**
 * The second factor's constants (docs/decisions/046-second-factor.md): a time-based one-time
 * password of RFC 6238 as authenticator apps compute it, recovery codes for a lost device, and the
 * ticket a correct password gives an account that has a second factor.
 */
export const TOTP = {
  /** Digits of a code. */
  digits: 6,
  /** Seconds a code stands for. */
  periodSeconds: 30,
  /** Codes accepted either side of the current one, for a clock that drifts. */
  window: 1,
  /** Bytes of the shared secret (160 bits, RFC 4226's recommendation). */
  secretBytes: 20,
  /** The issuer an authenticator app lists the account under. */
  issuer: 'Arco Console',
} as const;

/** How many recovery codes an enrolment gives, and their shape: two groups of five characters. */
export const RECOVERY_CODES = { count: 10, groupLength: 5, groups: 2 } as const;
/** The characters of a recovery code: lower-case letters and digits that cannot be mistaken for one another. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The second step after a correct password: how long its ticket lasts and how many codes it may try. */
export const SECOND_STEP = { ticketSeconds: 300, attempts: 5 } as const;

/** The ways an account may complete the second step. */
export const SECOND_STEP_METHODS = ['totp', 'recovery'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/**
 * How a session was signed in, kept with it: the account's security events and list of sessions
 * show it, and signing out of a session from single sign-on signs out of the provider too.
 */
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Passkeys (docs/decisions/048-passkeys.md): how long a ceremony's challenge lasts, how long the
 * browser waits for the authenticator, a name's length, and how many passkeys an account keeps.
 */
export const PASSKEY = {
  challengeSeconds: 300,
  timeoutMs: 120_000,
  nameMax: 64,
  perAccount: 10,
} as const;
