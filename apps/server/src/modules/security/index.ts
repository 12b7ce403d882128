/** The security events' front door: the module, and its service (every sign-in opens its session through it). */
export { openSecurityService, securityModule } from './security.module';
export type { SecurityService, SigningIn } from './security.service';
