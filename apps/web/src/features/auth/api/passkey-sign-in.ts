import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeyApi } from '@console/shared/identity/passkey-contract';
import { call } from '@/lib/http/api';
import type { SessionRequests } from '@/lib/session/session-requests';
import { startSession } from './login';

/**
 * The sign-in with a passkey (docs/decisions/048-passkeys.md), with the WebAuthn library it needs:
 * the login page imports this module only when a passkey may be used, after its first paint.
 */

/**
 * Signs in with a passkey the browser offers: from the button (its own dialog), or with `autofill`
 * from the username field's suggestions (conditional mediation), which waits until one is picked.
 * The session opens as a password's would; no second step follows.
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<SessionRequests> {
  const { flow, options } = await call(passkeyApi.signInOptions);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  const { token } = await call(passkeyApi.signIn, { body: { flow, response } });
  return startSession(token);
}

/** Whether the browser offers passkeys among the username field's suggestions. */
export const autofillAvailable = () => browserSupportsWebAuthnAutofill();

/** Ends a waiting ceremony (the field's, when the page goes): its promise rejects with an `AbortError`. */
export const cancelPasskeySignIn = () => WebAuthnAbortService.cancelCeremony();
