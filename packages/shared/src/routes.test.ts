import { describe, expect, it } from 'vitest';
import { builtinGrant, type Grant } from './permissions';
import { ROUTES, buildMenu, canAccess, getRoute, href, menuRouteNames, routeAncestors, type RouteDef } from './routes';

describe('route table', () => {
  it('declares every route of the product exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const path of [
      '/login',
      '/redirect/:path',
      '/dashboard/workplace',
      '/dashboard/chat',
      '/dashboard/monitor',
      '/docs/excel',
      '/exception/403',
      '/exception/404',
      '/exception/500',
      '/form/step',
      '/form/group',
      '/list/search-table',
      '/list/card',
      '/profile/basic',
      '/project/card',
      '/project/detail/:id',
      '/project/search-table',
      '/result/success',
      '/result/error',
      '/user/info',
      '/user/account',
      '/user/setting',
      '/visualization/data-analysis',
      '/visualization/multi-dimension-data-analysis',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives every non-group leaf a parent group that exists', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      if (route.parent) expect(getRoute(route.parent)?.group, route.name).toBe(true);
    }
  });
});

describe('canAccess', () => {
  const user = builtinGrant('user');
  const admin = builtinGrant('admin');
  const taskReader: Grant = { role: 'task-reader', permissions: ['task.read'] };

  it("follows the product's rule over the roles of a route without a permission", () => {
    expect(canAccess({ requiresAuth: false }, undefined)).toBe(true);
    expect(canAccess({ requiresAuth: true }, user)).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['*'] }, taskReader)).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, admin)).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, user)).toBe(false);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, undefined)).toBe(false);
  });

  it('opens a route that names a permission to whoever holds it, whatever the role', () => {
    expect(canAccess({ requiresAuth: true, permission: 'task.read' }, taskReader)).toBe(true);
    expect(canAccess({ requiresAuth: true, permission: 'policy.read' }, taskReader)).toBe(false);
    expect(canAccess({ requiresAuth: true, permission: 'policy.read' }, undefined)).toBe(false);
  });

  it('keeps every page as open as before for the built-in roles: admin-only pages stay so, `*` pages open', () => {
    // The roles each page had before routes named permissions (docs/permissions.md, "Routes").
    const adminOnly = ['Chat', 'Monitor', 'DataAnalysis', 'MultiDimensionDataAnalysis', 'Step', 'Group', 'Basic'];
    adminOnly.push('Success', 'Error', '403', 'AdminUsers', 'AdminRoles', 'AuditLog', 'MailOutbox', 'AdminMenu');
    for (const route of ROUTES as readonly RouteDef[]) {
      if (route.group || !route.requiresAuth) continue;
      expect(canAccess(route, admin), route.name).toBe(true);
      expect(canAccess(route, user), route.name).toBe(!adminOnly.includes(route.name));
    }
  });
});

describe('buildMenu', () => {
  const topNames = (role: 'admin' | 'user') => buildMenu(builtinGrant(role)).map((n) => n.name);

  it('sorts by order, breaking the tie at 2 as list, docs, project', () => {
    const menu = buildMenu(builtinGrant('admin'));
    const orders = menu.map((n) => n.order ?? 0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const names = menu.map((n) => n.name);
    const tied = names.filter((n) => ['list', 'docs', 'project'].includes(n));
    expect(tied).toEqual(
      tied.slice().sort((a, b) => ['list', 'docs', 'project'].indexOf(a) - ['list', 'docs', 'project'].indexOf(b)),
    );
    expect(names.slice(-2)).toEqual(['arcoWebsite', 'faq']);
  });

  it('filters leaves by role and drops groups left empty', () => {
    const admin = buildMenu(builtinGrant('admin'));
    const user = buildMenu(builtinGrant('user'));
    const exceptionChildren = (menu: typeof admin) =>
      menu.find((n) => n.name === 'exception')?.children?.map((c) => c.name);
    expect(exceptionChildren(admin)).toEqual(['403', '404', '500']);
    expect(exceptionChildren(user)).toEqual(['404', '500']);
    for (const node of user) expect(node.children?.length ?? 1).toBeGreaterThan(0);
    expect(topNames('user')).not.toContain('result');
  });

  it('keeps hidden routes out', () => {
    const names = menuRouteNames(buildMenu(builtinGrant('admin')));
    expect(names.has('Redirect')).toBe(false);
    expect(names.has('ProjectDetail')).toBe(false);
    expect(names.has('login')).toBe(false);
  });

  it('marks the two external links', () => {
    const external = buildMenu(builtinGrant('user')).filter((n) => n.external);
    expect(external.map((n) => [n.name, n.order])).toEqual([
      ['arcoWebsite', 8],
      ['faq', 9],
    ]);
  });
});

describe('href and ancestors', () => {
  it('fills path parameters', () => {
    expect(href('ProjectDetail', { id: 7 })).toBe('/project/detail/7');
    expect(href('404')).toBe('/exception/404');
  });

  it('lists the group chain', () => {
    expect(routeAncestors('404').map((r) => r.name)).toEqual(['exception']);
    expect(routeAncestors('dashboard')).toEqual([]);
  });
});
