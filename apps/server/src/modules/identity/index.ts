/**
 * The identity features' front door: the second factor's and the password reset's modules, their
 * services (the sign-in and the account administration use them), and the single-use flows other
 * identity features keep their state in.
 */
export { identityModule, openIdentityService, openPasskeyService, passwordResetModule } from './identity.module';
export type { IdentityService } from './identity.service';
export type { PasskeyService } from './passkeys.service';
export { createAuthFlowStore, type AuthFlow, type AuthFlowStore } from './auth-flows.store';
