import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  builtinGrant,
  canAccess,
  getRoute,
  menuRouteNames,
  type Grant,
  type MenuNode,
  type RouteDef,
} from '@console/shared';
import {
  afterLoginUrl,
  decideAccess,
  decideForcedStep,
  firstAccessibleRoute,
  loginUrl,
  NOT_FOUND_PATH,
  PASSWORD_CHANGE_PATH,
  SECOND_FACTOR_SETUP_PATH,
} from './routing';

function route(name: string): RouteDef {
  const found = getRoute(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

const clientMenu = { menuFromServer: false, serverMenu: [] as MenuNode[] };
const admin = builtinGrant('admin');
const user = builtinGrant('user');

describe('firstAccessibleRoute', () => {
  it('is a live page the role may open, Workplace whenever Workplace is live', () => {
    for (const grant of [admin, user]) {
      const landing = firstAccessibleRoute(grant);
      expect(landing).toBeDefined();
      expect(landing?.group || landing?.external).toBeFalsy();
      expect(canAccess(landing as RouteDef, grant)).toBe(true);
      expect(landing?.name).toBe('Workplace');
    }
  });

  it('never lands a user on an admin-only page', () => {
    expect(firstAccessibleRoute(user)?.roles).not.toEqual(['admin']);
  });

  it('follows the permissions, not the role’s name: a custom role lands on the first page it holds', () => {
    const taskReader: Grant = { role: 'task-reader', permissions: ['task.read'] };
    expect(firstAccessibleRoute(taskReader)?.name).toBe('ProjectSearchTable');
    expect(firstAccessibleRoute({ role: 'user', permissions: ['policy.read'] })?.name).toBe('SearchTable');
  });
});

describe('decideAccess', () => {
  it('lets a role open its routes and sends a denied one to the landing route', () => {
    expect(decideAccess(route('403'), { grant: admin, ...clientMenu })).toEqual({ kind: 'allow' });
    expect(decideAccess(route('403'), { grant: user, ...clientMenu })).toEqual({
      kind: 'redirect',
      to: firstAccessibleRoute(user)?.path,
      landing: firstAccessibleRoute(user),
    });
    expect(decideAccess(route('500'), { grant: user, ...clientMenu })).toEqual({ kind: 'allow' });
  });

  it('opens a page by the permission it names, whatever the role is called', () => {
    const taskReader: Grant = { role: 'task-reader', permissions: ['task.read'] };
    expect(decideAccess(route('ProjectSearchTable'), { grant: taskReader, ...clientMenu })).toEqual({ kind: 'allow' });
    expect(decideAccess(route('SearchTable'), { grant: taskReader, ...clientMenu })).toMatchObject({
      kind: 'redirect',
      to: route('ProjectSearchTable').path,
    });
    // `user` without the permission it holds by default loses the page.
    const withoutPolicies = { ...user, permissions: user.permissions.filter((p) => p !== 'policy.read') };
    expect(decideAccess(route('SearchTable'), { grant: withoutPolicies, ...clientMenu }).kind).toBe('redirect');
  });

  it('with the server menu, requires the route in that menu (or the whitelist), else not-found', () => {
    const serverMenu = buildMenu(admin);
    const serverMode = { grant: admin, menuFromServer: true };
    expect(decideAccess(route('500'), { ...serverMode, serverMenu })).toEqual({ kind: 'allow' });
    const without500 = serverMenu.map((n) => ({ ...n, children: n.children?.filter((c) => c.name !== '500') }));
    expect(decideAccess(route('500'), { ...serverMode, serverMenu: without500 })).toEqual({
      kind: 'redirect',
      to: NOT_FOUND_PATH,
    });
    expect(decideAccess(route('login'), { ...serverMode, serverMenu: [] })).toEqual({ kind: 'allow' });
  });

  it('with the server menu, a listed route the role may not open is not-found', () => {
    const serverMenu = buildMenu(admin);
    expect(decideAccess(route('403'), { grant: user, menuFromServer: true, serverMenu })).toEqual({
      kind: 'redirect',
      to: NOT_FOUND_PATH,
    });
  });
});

describe('decideForcedStep', () => {
  const settled = { ...user, mustChangePassword: false, mustEnrolSecondFactor: false };
  const temporary = { ...settled, mustChangePassword: true };
  const unenrolled = { ...settled, mustEnrolSecondFactor: true };
  const OTHER_PAGES = ['Workplace', 'Setting', 'AuditLog', 'Redirect', '404'];

  it('holds a session that must replace a temporary password on its page, whatever it opens', () => {
    expect(PASSWORD_CHANGE_PATH).toBe('/password-change');
    for (const name of [...OTHER_PAGES, 'SecondFactorSetup']) {
      expect(decideForcedStep(route(name), temporary), name).toEqual({ kind: 'redirect', to: PASSWORD_CHANGE_PATH });
    }
    expect(decideForcedStep(route('PasswordChange'), temporary)).toEqual({ kind: 'allow' });
    expect(
      decideForcedStep(route('PasswordChange'), { ...admin, mustChangePassword: true, mustEnrolSecondFactor: false }),
    ).toEqual({ kind: 'allow' });
  });

  it('holds a session whose role requires a second factor it has not set up on the set-up page', () => {
    expect(SECOND_FACTOR_SETUP_PATH).toBe('/second-factor');
    for (const name of [...OTHER_PAGES, 'PasswordChange']) {
      expect(decideForcedStep(route(name), unenrolled), name).toEqual({
        kind: 'redirect',
        to: SECOND_FACTOR_SETUP_PATH,
      });
    }
    expect(decideForcedStep(route('SecondFactorSetup'), unenrolled)).toEqual({ kind: 'allow' });
  });

  it('asks for the new password first when both apply, then for the second factor', () => {
    const both = { ...settled, mustChangePassword: true, mustEnrolSecondFactor: true };
    expect(decideForcedStep(route('SecondFactorSetup'), both)).toEqual({ kind: 'redirect', to: PASSWORD_CHANGE_PATH });
    expect(decideForcedStep(route('PasswordChange'), both)).toEqual({ kind: 'allow' });
    // The password replaced, the profile read again says what is left.
    expect(decideForcedStep(route('PasswordChange'), unenrolled)).toEqual({
      kind: 'redirect',
      to: SECOND_FACTOR_SETUP_PATH,
    });
  });

  it('sends any other session from either page to its landing route, and leaves the rest to the other rules', () => {
    for (const name of ['PasswordChange', 'SecondFactorSetup']) {
      expect(decideForcedStep(route(name), settled), name).toEqual({
        kind: 'redirect',
        to: firstAccessibleRoute(user)?.path,
      });
    }
    expect(decideForcedStep(route('Workplace'), settled)).toBeUndefined();
    expect(decideForcedStep(route('AuditLog'), settled)).toBeUndefined();
  });

  it('keeps both pages out of every menu and draws them outside the console’s frame', () => {
    for (const page of [route('PasswordChange'), route('SecondFactorSetup')]) {
      expect(page.standalone).toBe(true);
      for (const grant of [admin, user]) expect(menuRouteNames(buildMenu(grant)).has(page.name)).toBe(false);
    }
  });
});

describe('login redirect', () => {
  it('carries the wanted route name and its query, and brings the user back', () => {
    const url = loginUrl(route('500'), { pathname: '/exception/500', search: '?tab=2&q=a%20b' });
    expect(url).toBe('/login?redirect=500&tab=2&q=a+b');
    expect(afterLoginUrl(new URL(url, 'http://x').search, user)).toBe('/exception/500?tab=2&q=a+b');
  });

  it('keeps the full path for a route with parameters', () => {
    const url = loginUrl(route('Redirect'), { pathname: '/redirect/%2Fexception%2F500', search: '' });
    expect(new URL(url, 'http://x').searchParams.get('redirect')).toBe('/redirect/%2Fexception%2F500');
  });

  it('lands on the landing route without redirect and ignores foreign or unknown targets', () => {
    const landing = firstAccessibleRoute(admin)?.path;
    expect(afterLoginUrl('', admin)).toBe(landing);
    expect(afterLoginUrl('?redirect=//evil.example', admin)).toBe(landing);
    expect(afterLoginUrl('?redirect=NoSuchRoute', admin)).toBe(landing);
    expect(afterLoginUrl('?redirect=arcoWebsite', admin)).toBe(landing);
  });
});
