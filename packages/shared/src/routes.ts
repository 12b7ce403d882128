/**
 * THE route table. It drives the web router, guards, menu, breadcrumbs and tab titles, and the
 * server's menu (`/api/user/menu`). A page is added by one entry here plus its view.
 */

import { allows, can, type Grant, type Permission, type RouteRole } from './permissions';

/** Icon names; the web app maps each to its Arco icon component. */
export const ROUTE_ICONS = [
  'dashboard',
  'apps',
  'list',
  'book',
  'folder',
  'settings',
  'file',
  'check-circle',
  'exclamation-circle',
  'user',
  'link',
  'question-circle',
  'safe',
] as const;
export type RouteIcon = (typeof ROUTE_ICONS)[number];

export interface RouteDef {
  /** Unique name; links are built from it (see `href`). */
  readonly name: string;
  /** Absolute path (may hold `:params`) or, for external links, an absolute URL. */
  readonly path: string;
  /** Name of the group this route belongs to. */
  readonly parent?: string;
  /** i18n key of the menu label, breadcrumb crumb and tab title. */
  readonly titleKey: string;
  /** Web feature declaring the page's screen (`app`: the app's own): route, folder and server module share one name. */
  readonly feature?: string;
  readonly requiresAuth: boolean;
  /**
   * The permission that opens the route: whoever's active role holds it, built-in or not. Pages
   * of a resource name its read permission (docs/permissions.md, "Routes").
   */
  readonly permission?: Permission;
  /**
   * Without a permission, the roles that may open the route (docs/product.md, Rules): `*` for the pages
   * of one's own (profile, settings, errors), `admin` for the 403 demonstration page. Absent on
   * groups and public routes.
   */
  readonly roles?: readonly RouteRole[];
  /** Menu order of a top-level entry (docs/product.md, Screens). */
  readonly order?: number;
  /** Secondary key that breaks ties of `order` (list, docs, project all sit at 2). */
  readonly tieBreak?: number;
  readonly icon?: RouteIcon;
  /** Kept out of the menu. */
  readonly hideInMenu?: boolean;
  /** Menu entry highlighted while this hidden route is open. */
  readonly activeMenu?: string;
  /** A visit does not keep the page alive in the tab bar. */
  readonly ignoreCache?: boolean;
  /** Opens in a new tab; `path` is an absolute URL. */
  readonly external?: boolean;
  /** A group (sub-menu) rather than a page. */
  readonly group?: boolean;
  /**
   * A signed-in page drawn on its own, like the login page, outside the console's frame (menu,
   * navbar, tabs): the password change that a session must make before anything else.
   */
  readonly standalone?: boolean;
}

/**
 * A page route. Its `feature` is the folder `apps/web/src/features/<feature>` whose `screens.ts`
 * declares its screen, or `app` for a screen of the app's own (`apps/web/src/app/screens.ts`, the
 * Redirect); a web test holds each screen to that folder. Groups and external links have none.
 */
export type PageRouteDef = RouteDef & { readonly feature: string };

/** An entry of the table: a group, an external link or a page with its feature. */
type RouteEntry = (RouteDef & { readonly group: true }) | (RouteDef & { readonly external: true }) | PageRouteDef;

const ANY: readonly RouteRole[] = ['*'];
const ADMIN: readonly RouteRole[] = ['admin'];

export const ROUTES = [
  { name: 'login', path: '/login', titleKey: 'menu.login', feature: 'auth', requiresAuth: false, hideInMenu: true },
  // A forgotten password, reset by mail (docs/decisions/049-password-reset-by-mail.md): the link opens the second.
  {
    name: 'ForgotPassword',
    path: '/forgot-password',
    titleKey: 'menu.forgotPassword',
    feature: 'password-reset',
    requiresAuth: false,
    hideInMenu: true,
  },
  {
    name: 'ResetPassword',
    path: '/reset-password',
    titleKey: 'menu.resetPassword',
    feature: 'password-reset',
    requiresAuth: false,
    hideInMenu: true,
  },
  {
    name: 'Redirect',
    path: '/redirect/:path',
    titleKey: 'menu.redirect',
    feature: 'app',
    requiresAuth: true,
    roles: ANY,
    hideInMenu: true,
    ignoreCache: true,
  },
  // Where a session whose account must replace a temporary password is held (the route guard).
  {
    name: 'PasswordChange',
    path: '/password-change',
    titleKey: 'menu.passwordChange',
    feature: 'user-centre',
    requiresAuth: true,
    roles: ANY,
    hideInMenu: true,
    ignoreCache: true,
    standalone: true,
  },
  // Where a session whose account a role requires a second factor of is held until it has one.
  {
    name: 'SecondFactorSetup',
    path: '/second-factor',
    titleKey: 'menu.secondFactorSetup',
    feature: 'user-centre',
    requiresAuth: true,
    roles: ANY,
    hideInMenu: true,
    ignoreCache: true,
    standalone: true,
  },

  {
    name: 'dashboard',
    path: '/dashboard',
    titleKey: 'menu.dashboard',
    requiresAuth: true,
    order: 0,
    icon: 'dashboard',
    group: true,
  },
  {
    name: 'Workplace',
    path: '/dashboard/workplace',
    parent: 'dashboard',
    titleKey: 'menu.dashboard.workplace',
    feature: 'workplace',
    requiresAuth: true,
    permission: 'workplace.read',
  },
  {
    name: 'Chat',
    path: '/dashboard/chat',
    parent: 'dashboard',
    titleKey: 'menu.dashboard.chat',
    feature: 'assistant',
    requiresAuth: true,
    permission: 'assistant.use',
  },
  {
    name: 'Monitor',
    path: '/dashboard/monitor',
    parent: 'dashboard',
    titleKey: 'menu.dashboard.monitor',
    feature: 'monitor',
    requiresAuth: true,
    permission: 'monitor.read',
  },

  {
    name: 'visualization',
    path: '/visualization',
    titleKey: 'menu.visualization',
    requiresAuth: true,
    order: 1,
    icon: 'apps',
    group: true,
  },
  {
    name: 'DataAnalysis',
    path: '/visualization/data-analysis',
    parent: 'visualization',
    titleKey: 'menu.visualization.dataAnalysis',
    feature: 'visualization',
    requiresAuth: true,
    permission: 'visualization.read',
  },
  {
    name: 'MultiDimensionDataAnalysis',
    path: '/visualization/multi-dimension-data-analysis',
    parent: 'visualization',
    titleKey: 'menu.visualization.multiDimensionDataAnalysis',
    feature: 'visualization',
    requiresAuth: true,
    permission: 'visualization.read',
  },

  {
    name: 'list',
    path: '/list',
    titleKey: 'menu.list',
    requiresAuth: true,
    order: 2,
    tieBreak: 0,
    icon: 'list',
    group: true,
  },
  {
    name: 'SearchTable',
    path: '/list/search-table',
    parent: 'list',
    titleKey: 'menu.list.searchTable',
    feature: 'policy',
    requiresAuth: true,
    permission: 'policy.read',
  },
  {
    name: 'Card',
    path: '/list/card',
    parent: 'list',
    titleKey: 'menu.list.cardList',
    feature: 'card-list',
    requiresAuth: true,
    permission: 'service.read',
  },

  {
    name: 'docs',
    path: '/docs',
    titleKey: 'menu.docs',
    requiresAuth: true,
    order: 2,
    tieBreak: 1,
    icon: 'book',
    group: true,
  },
  {
    name: 'Excel',
    path: '/docs/excel',
    parent: 'docs',
    titleKey: 'menu.docs.excel',
    feature: 'document',
    requiresAuth: true,
    permission: 'document.read',
  },

  {
    name: 'project',
    path: '/project',
    titleKey: 'menu.project',
    requiresAuth: true,
    order: 2,
    tieBreak: 2,
    icon: 'folder',
    group: true,
  },
  {
    name: 'ProjectCard',
    path: '/project/card',
    parent: 'project',
    titleKey: 'menu.project.card',
    feature: 'project',
    requiresAuth: true,
    permission: 'project.read',
  },
  {
    name: 'ProjectSearchTable',
    path: '/project/search-table',
    parent: 'project',
    titleKey: 'menu.project.searchTable',
    feature: 'project',
    requiresAuth: true,
    permission: 'task.read',
  },
  {
    name: 'ProjectDetail',
    path: '/project/detail/:id',
    parent: 'project',
    titleKey: 'menu.project.detail',
    feature: 'project',
    requiresAuth: true,
    permission: 'project.read',
    hideInMenu: true,
    activeMenu: 'ProjectCard',
  },

  { name: 'form', path: '/form', titleKey: 'menu.form', requiresAuth: true, order: 3, icon: 'settings', group: true },
  {
    name: 'Step',
    path: '/form/step',
    parent: 'form',
    titleKey: 'menu.form.step',
    feature: 'channel-form',
    requiresAuth: true,
    permission: 'channelForm.submit',
  },
  {
    name: 'Group',
    path: '/form/group',
    parent: 'form',
    titleKey: 'menu.form.group',
    feature: 'parameter',
    requiresAuth: true,
    permission: 'parameter.request',
  },

  {
    name: 'profile',
    path: '/profile',
    titleKey: 'menu.profile',
    requiresAuth: true,
    order: 4,
    icon: 'file',
    group: true,
  },
  {
    name: 'Basic',
    path: '/profile/basic',
    parent: 'profile',
    titleKey: 'menu.profile.basic',
    feature: 'parameter',
    requiresAuth: true,
    permission: 'profile.read',
  },

  {
    name: 'result',
    path: '/result',
    titleKey: 'menu.result',
    requiresAuth: true,
    order: 5,
    icon: 'check-circle',
    group: true,
  },
  {
    name: 'Success',
    path: '/result/success',
    parent: 'result',
    titleKey: 'menu.result.success',
    feature: 'channel-form',
    requiresAuth: true,
    permission: 'channelForm.read',
  },
  {
    name: 'Error',
    path: '/result/error',
    parent: 'result',
    titleKey: 'menu.result.error',
    feature: 'channel-form',
    requiresAuth: true,
    permission: 'channelForm.read',
  },

  {
    name: 'exception',
    path: '/exception',
    titleKey: 'menu.exception',
    requiresAuth: true,
    order: 6,
    icon: 'exclamation-circle',
    group: true,
  },
  {
    name: '403',
    path: '/exception/403',
    parent: 'exception',
    titleKey: 'menu.exception.403',
    feature: 'exception',
    requiresAuth: true,
    roles: ADMIN,
  },
  {
    name: '404',
    path: '/exception/404',
    parent: 'exception',
    titleKey: 'menu.exception.404',
    feature: 'exception',
    requiresAuth: true,
    roles: ANY,
  },
  {
    name: '500',
    path: '/exception/500',
    parent: 'exception',
    titleKey: 'menu.exception.500',
    feature: 'exception',
    requiresAuth: true,
    roles: ANY,
  },

  { name: 'user', path: '/user', titleKey: 'menu.user', requiresAuth: true, order: 7, icon: 'user', group: true },
  {
    name: 'Info',
    path: '/user/info',
    parent: 'user',
    titleKey: 'menu.user.info',
    feature: 'user-centre',
    requiresAuth: true,
    roles: ANY,
  },
  {
    name: 'Account',
    path: '/user/account',
    parent: 'user',
    titleKey: 'menu.user.account',
    feature: 'wallet',
    requiresAuth: true,
    permission: 'wallet.read',
  },
  {
    name: 'Setting',
    path: '/user/setting',
    parent: 'user',
    titleKey: 'menu.user.setting',
    feature: 'user-centre',
    requiresAuth: true,
    roles: ANY,
  },

  // After the user centre (same order, the tie broken): the console's administration.
  {
    name: 'admin',
    path: '/admin',
    titleKey: 'menu.admin',
    requiresAuth: true,
    order: 7,
    tieBreak: 1,
    icon: 'safe',
    group: true,
  },
  {
    name: 'AdminUsers',
    path: '/admin/users',
    parent: 'admin',
    titleKey: 'menu.admin.users',
    feature: 'accounts',
    requiresAuth: true,
    permission: 'account.read',
  },
  {
    name: 'AdminRoles',
    path: '/admin/roles',
    parent: 'admin',
    titleKey: 'menu.admin.roles',
    feature: 'roles',
    requiresAuth: true,
    permission: 'role.read',
  },
  {
    name: 'AuditLog',
    path: '/admin/audit',
    parent: 'admin',
    titleKey: 'menu.admin.audit',
    feature: 'audit',
    requiresAuth: true,
    permission: 'audit.read',
  },
  {
    name: 'MailOutbox',
    path: '/admin/outbox',
    parent: 'admin',
    titleKey: 'menu.admin.outbox',
    feature: 'mail',
    requiresAuth: true,
    permission: 'mail.read',
  },
  {
    name: 'AdminMenu',
    path: '/admin/menu',
    parent: 'admin',
    titleKey: 'menu.admin.menu',
    feature: 'menu',
    requiresAuth: true,
    permission: 'menu.read',
  },

  {
    name: 'arcoWebsite',
    path: 'https://arco.design',
    titleKey: 'menu.arcoWebsite',
    requiresAuth: true,
    roles: ANY,
    order: 8,
    icon: 'link',
    external: true,
  },
  {
    name: 'faq',
    path: 'https://arco.design/docs/spec/introduce',
    titleKey: 'menu.faq',
    requiresAuth: true,
    roles: ANY,
    order: 9,
    icon: 'question-circle',
    external: true,
  },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function getRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** The routes that are pages of this app: no groups, no external links (each names its feature). */
export const PAGE_ROUTES: readonly PageRouteDef[] = (ROUTES as readonly RouteDef[]).filter(
  (r): r is PageRouteDef => !r.group && !r.external,
);

/**
 * A route passes without auth, else when the session holds the route's permission, else by the
 * seed's rule over its roles, none meaning everyone (docs/product.md, Rules).
 */
export function canAccess(route: Pick<RouteDef, 'requiresAuth' | 'roles' | 'permission'>, grant: Grant | undefined) {
  if (!route.requiresAuth) return true;
  return route.permission ? can(grant, route.permission) : allows(route.roles ?? [], grant?.role);
}

/** The pages a permission opens (the role editor shows them next to it). */
export function routesOpenedBy(permission: Permission): PageRouteDef[] {
  return PAGE_ROUTES.filter((route) => route.permission === permission);
}

/** Names of the `:params` of a path, e.g. `'id'` for `/project/detail/:id`. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type PathOf<N extends RouteName> = Extract<(typeof ROUTES)[number], { name: N }>['path'];

/** Typed link: `href('ProjectDetail', { id: 3 })` → `/project/detail/3`; `href('404')` → `/exception/404`. */
export function href<N extends RouteName>(
  name: N,
  ...params: [ParamNames<PathOf<N>>] extends [never] ? [] : [Record<ParamNames<PathOf<N>>, string | number>]
): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const values: Record<string, string | number> = params[0] ?? {};
  return route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

export interface MenuNode {
  name: string;
  path: string;
  titleKey: string;
  /**
   * The name an administrator gave the entry in the caller's language (the menu layout,
   * `menu/layout.ts`), shown instead of the `titleKey`'s text; absent: the route table's title.
   */
  title?: string;
  icon?: RouteIcon;
  external?: boolean;
  order?: number;
  /**
   * Kept out of the drawn menu by the menu layout, yet still listed: it opens as before, for
   * whoever could open it (a client that guards routes by the menu still finds it).
   */
  hideInMenu?: boolean;
  children?: MenuNode[];
}

function sortKey(r: RouteDef): [number, number] {
  return [r.order ?? Number.MAX_SAFE_INTEGER, r.tieBreak ?? 0];
}

/** The menu's tree of the routes `allowed` passes, as `buildMenu` describes it. */
function menuTree(allowed: (route: RouteDef) => boolean): MenuNode[] {
  const visible = (r: RouteDef) => !r.hideInMenu && r.requiresAuth;
  const top = ROUTES.filter((r: RouteDef) => !r.parent && visible(r)).sort((a: RouteDef, b: RouteDef) => {
    const [ao, at] = sortKey(a);
    const [bo, bt] = sortKey(b);
    return ao - bo || at - bt;
  });
  const nodes: MenuNode[] = [];
  for (const route of top as RouteDef[]) {
    const node: MenuNode = { name: route.name, path: route.path, titleKey: route.titleKey };
    if (route.icon) node.icon = route.icon;
    if (route.order !== undefined) node.order = route.order;
    if (route.group) {
      const children = ROUTES.filter((c: RouteDef) => c.parent === route.name && visible(c) && allowed(c)).map(
        (c: RouteDef): MenuNode => ({ name: c.name, path: c.path, titleKey: c.titleKey }),
      );
      if (children.length === 0) continue;
      node.children = children;
    } else {
      if (!allowed(route)) continue;
      if (route.external) node.external = true;
    }
    nodes.push(node);
  }
  return nodes;
}

/**
 * The menu of a session: live, visible routes its grant opens, grouped under their parents, top level
 * sorted by `order` then `tieBreak`, children in declared order. Empty groups are dropped. The
 * menu layout an administrator saved rearranges it (`applyMenuLayout`, `menu/layout.ts`).
 */
export function buildMenu(grant: Grant | undefined): MenuNode[] {
  return menuTree((route) => canAccess(route, grant));
}

/**
 * Every entry of the menu whatever the role, in the route table's order: what the menu layout
 * arranges (the menu manager lists it).
 */
export function menuOutline(): MenuNode[] {
  return menuTree(() => true);
}

/** Names of every route reachable through a menu tree (for the `menuFromServer` guard). */
export function menuRouteNames(menu: readonly MenuNode[]): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      names.add(n.name);
      if (n.children) walk(n.children);
    }
  };
  walk(menu);
  return names;
}

/** Ancestor chain (group names) of a route, outermost first. */
export function routeAncestors(name: string): RouteDef[] {
  const chain: RouteDef[] = [];
  let current = byName.get(name);
  while (current?.parent) {
    const parent = byName.get(current.parent);
    if (!parent) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

/** Routes worth recording as a visit: real pages behind the login (no groups, links, redirects). */
export function isVisitableRoute(name: string): boolean {
  const route = getRoute(name);
  return (
    route !== undefined &&
    route.requiresAuth &&
    !route.group &&
    !route.external &&
    !route.standalone &&
    route.name !== 'Redirect'
  );
}
