/**
 * The identity features' front door: the second factor's and passkeys' module, their services (the
 * sign-in and the account administration use them), and the single-use flows other identity
 * features (the password reset, single sign-on) keep their state in.
 */
export { identityModule, openIdentityService, openPasskeyService } from './identity.module';
export type { IdentityService } from './identity.service';
export type { PasskeyService } from './passkeys.service';
export { createAuthFlowStore, type AuthFlow, type AuthFlowStore } from './auth-flows.store';
