import { contract, getAndPost } from '../api/contract';
import type * as schemas from './schemas';

type Schemas = typeof schemas;
const load = () => import('./schemas');
const both = getAndPost<Schemas>();

/** The caller's profile with the active role and every role held. */
const info = { access: 'anySession', response: (s: Schemas) => s.userInfoSchema } as const;

/** Sign-in and sign-out (docs/api.md, "Sign-in"). */
export const authApi = contract('auth', load, {
  /** Arco Design Pro's sign-in: `data` is the bearer token (refused for an account with a second factor). */
  cacheLogin: {
    method: 'POST',
    path: '/member/web/cacheLogin',
    access: 'public',
    body: (s) => s.loginSchema,
    response: (s) => s.tokenSchema,
  },
  /**
   * The same sign-in, `data` being `{token}`; for an account with a second factor, `{secondStep}`
   * instead, which `identityApi.secondStep` completes.
   */
  login: {
    method: 'POST',
    path: '/api/user/login',
    access: 'public',
    body: (s) => s.loginSchema,
    response: (s) => s.loginAnswerSchema,
  },
  /**
   * Ends this session: its token stops working at once. A session of single sign-on answers the
   * provider's sign-out address when it has one (null otherwise).
   */
  logout: { method: 'POST', path: '/api/user/logout', access: 'anySession', response: (s) => s.logoutAnswerSchema },
});

/** The signed-in account's own operations: profile, menu, role, settings, password, avatar, sessions. */
export const userApi = contract('user', load, {
  info: { method: 'GET', path: '/member/info', ...info },
  /** The same profile at the paths Arco Design Pro's client reads, by GET and by POST. */
  ...both('userInfo', { path: '/api/user/info', ...info }),
  ...both('menu', { path: '/api/user/menu', access: 'anySession', response: (s) => s.menuSchema }),
  switchRole: {
    method: 'POST',
    path: '/api/user/switch-role',
    access: 'authenticated',
    body: (s) => s.switchRoleSchema,
    response: (s) => s.userInfoSchema,
  },
  settings: {
    method: 'GET',
    path: '/api/user/settings',
    access: 'anySession',
    response: (s) => s.appSettingsSchema,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/user/settings',
    access: 'anySession',
    body: (s) => s.appSettingsSchema,
    response: (s) => s.appSettingsSchema,
  },
  /** Ends the account's other sessions. */
  changePassword: {
    method: 'POST',
    path: '/api/user/password',
    access: 'anySession',
    body: (s) => s.changePasswordSchema,
    response: (s) => s.noDataSchema,
  },
  saveInfo: {
    method: 'POST',
    path: '/api/user/save-info',
    access: 'authenticated',
    body: (s) => s.saveInfoSchema,
    response: (s) => s.userInfoSchema,
  },
  /** A PNG, JPEG or WebP image of at most 2 MiB, in the multipart field `file`. */
  uploadAvatar: {
    method: 'POST',
    path: '/api/user/upload',
    access: 'authenticated',
    sends: 'multipart',
    response: (s) => s.avatarUploadSchema,
  },
  avatar: {
    method: 'GET',
    path: '/api/user/avatar/:digest',
    access: 'public',
    params: (s) => s.avatarParamsSchema,
    answers: 'file',
  },
  sessions: {
    method: 'GET',
    path: '/api/user/sessions',
    access: 'authenticated',
    response: (s) => s.userSessionsSchema,
  },
  endSession: {
    method: 'DELETE',
    path: '/api/user/sessions/:id',
    access: 'authenticated',
    params: (s) => s.idParamsSchema,
    response: (s) => s.noDataSchema,
  },
  endOtherSessions: {
    method: 'DELETE',
    path: '/api/user/sessions',
    access: 'authenticated',
    response: (s) => s.endedSessionsSchema,
  },
});
