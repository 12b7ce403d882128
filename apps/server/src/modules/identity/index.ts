/** The second factor's and the password reset's front door: their modules, and the second factor's service (the sign-in and the account administration use it). */
export { identityModule, openIdentityService, passwordResetModule } from './identity.module';
export type { IdentityService } from './identity.service';
