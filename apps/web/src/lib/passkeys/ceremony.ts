/**
 * What the browser's refusal of a WebAuthn ceremony means to the user: cancelled (or timed out: the
 * browser does not tell them apart), a passkey of the account already on this authenticator, or
 * anything else (no authenticator, a page the browser will not use passkeys on).
 */
export type CeremonyRefusal = 'cancelled' | 'exists' | 'failed';

/**
 * The refusal an error of `@simplewebauthn/browser` stands for: its `WebAuthnError` (a `code`
 * `ERROR_…`, named after the browser's exception) or the browser's `DOMException`; undefined for
 * anything else (the server's refusal, the network's).
 */
export function ceremonyRefusal(error: unknown): CeremonyRefusal | undefined {
  const fromBrowser =
    error instanceof DOMException ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERROR_'));
  if (!fromBrowser) return undefined;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  return error.name === 'InvalidStateError' ? 'exists' : 'failed';
}

/** Whether the browser has WebAuthn at all, without loading its library: the login page asks before offering a passkey. */
export const browserHasWebAuthn = () => typeof window.PublicKeyCredential === 'function';

/** Whether the page is at an IP address, where browsers refuse WebAuthn: its relying party must be a domain name. */
export const atIpAddress = (hostname = window.location.hostname) => /^(\d+\.){3}\d+$|^\[/.test(hostname);
