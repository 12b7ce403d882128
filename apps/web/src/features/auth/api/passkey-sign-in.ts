import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeyApi } from '@console/shared/identity/passkey-contract';
import { call } from '@/lib/http/api';
import type { MessageKey } from '@/lib/i18n/i18n';
import { ceremonyRefusal } from '@/lib/passkeys/ceremony';
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

/** What the login form does with a passkey's sign-in: open the session, or tell what went wrong. */
export interface PasskeySignInHandlers {
  onSession: (session: SessionRequests) => Promise<void>;
  onError: (message: string) => void;
  t: (key: MessageKey) => string;
}

/**
 * Signs in with a passkey and hands the session to the form; tells its failure. A ceremony the
 * browser ended without a passkey (cancelled, timed out, or the field's replaced by the button's)
 * is told only when the user asked for it with the button.
 */
export async function passkeySignIn({ onSession, onError, t }: PasskeySignInHandlers, autofill = false): Promise<void> {
  let session: SessionRequests;
  try {
    session = await signInWithPasskey({ autofill });
  } catch (error) {
    const refusal = ceremonyRefusal(error);
    if (autofill && refusal === 'cancelled') return;
    if (refusal) onError(t(refusal === 'cancelled' ? 'login.passkey.cancelled' : 'login.passkey.failed'));
    else onError(error instanceof Error && error.message ? error.message : t('login.error'));
    return;
  }
  onError('');
  await onSession(session);
}

/** Offers the browser's passkeys among the username field's suggestions, where it can: a sign-in once one is picked. */
export async function offerPasskeys(handlers: PasskeySignInHandlers): Promise<void> {
  if (await browserSupportsWebAuthnAutofill()) await passkeySignIn(handlers, true);
}

/** Ends a waiting ceremony (the field's, when the page goes): its promise rejects with an `AbortError`. */
export const cancelPasskeySignIn = () => WebAuthnAbortService.cancelCeremony();
