/** The second factor's front door: the module, and its service (the sign-in and the account administration use it). */
export { identityModule, openIdentityService } from './identity.module';
export type { IdentityService } from './identity.service';
export { createAuthFlowStore, type AuthFlow, type AuthFlowStore } from './auth-flows.store';
