/*
 * Codes and shapes of the envelope, as plain TypeScript: the web app's first load imports these,
 * so no zod schema lives here (the schemas are in `envelope-schema.ts`).
 */

/** Business codes carried in the envelope's `code` (docs/product.md, Errors). */
export const ApiCode = {
  success: 20000,
  /** Generic failure, also wrong credentials. */
  failure: 50000,
  /** No token or an unknown one. */
  illegalToken: 50008,
  /** The session was ended by another client (e.g. a password change). */
  otherClientLoggedIn: 50012,
  /** The session expired after being idle. */
  tokenExpired: 50014,
  validation: 40000,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  payloadTooLarge: 41300,
  rateLimited: 42900,
  internal: 50001,
} as const;
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** Codes the client treats as success. */
export const SUCCESS_CODES: readonly number[] = [200, ApiCode.success];
/** Codes that end the client session and open the re-login dialog. */
export const SESSION_ENDED_CODES: readonly number[] = [
  ApiCode.illegalToken,
  ApiCode.otherClientLoggedIn,
  ApiCode.tokenExpired,
];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One problem with one field of a request, as carried in a 400's `data.issues`. */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface ValidationErrorData {
  issues: FieldIssue[];
}
