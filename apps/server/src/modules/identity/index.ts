/**
 * The second factor's front door: the module, its services (the sign-in and the account
 * administration use them), and the single-use flows other identity features keep their state in.
 */
export { identityModule, openIdentityService, openPasskeyService } from './identity.module';
export type { IdentityService } from './identity.service';
export type { PasskeyService } from './passkeys.service';
export { createAuthFlowStore, type AuthFlow, type AuthFlowStore } from './auth-flows.store';
