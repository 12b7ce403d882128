/**
 * A password reset by e-mail (docs/decisions/049-password-reset-by-mail.md): a link whose token is
 * 256 random bits, valid once for `linkMinutes`; asking for one is limited per address and per account.
 */
export const PASSWORD_RESET = {
  /** Bytes of the link's token (256 bits). */
  tokenBytes: 32,
  /** How long a link lasts. */
  linkMinutes: 30,
  /** Requests per account, then per address, before the back-off of the login throttle starts. */
  requestsPerAccount: 3,
  requestsPerAddress: 20,
} as const;

/** The longest username or e-mail address the request takes. */
export const RESET_LOGIN_MAX = 254;

/** The token as the link carries it: base64url of `tokenBytes` bytes. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
