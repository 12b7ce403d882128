/** Single sign-on's front door: the module, and its service (the sign-out and the web page use it). */
export { openSsoService, ssoModule } from './sso.module';
export { originOf } from './sso.routes';
export type { SsoService } from './sso.service';
