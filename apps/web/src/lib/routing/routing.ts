import {
  LOGIN_ROUTE_NAME,
  SERVER_MENU_WHITELIST,
  buildMenu,
  canAccess,
  getRoute,
  href,
  menuRouteNames,
  type Grant,
  type MenuNode,
  type RouteDef,
  type UserInfo,
} from '@console/shared';

/** Path of the not-found screen (any unknown path shows it too). */
export const NOT_FOUND_PATH = '/not-found';

function firstLeaf(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (node.external) continue;
    if (!node.children) return node;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return undefined;
}

/**
 * The landing route of a session: the first page of its menu (docs/product.md, Rules). With Workplace
 * live and granted that is Workplace; otherwise the first other live page the session may open.
 */
export function firstAccessibleRoute(grant: Grant | undefined): RouteDef | undefined {
  const leaf = firstLeaf(buildMenu(grant));
  return leaf ? getRoute(leaf.name) : undefined;
}

/**
 * Whether the route opens. A redirect names `landing` when the session may not open the route and is
 * sent to its landing route instead: the user is told which page that was (the not-found screen,
 * the other redirect, speaks for itself).
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; landing?: RouteDef };

export interface AccessContext {
  /** The session's active role and its permissions (the profile is one). */
  grant: Grant | undefined;
  menuFromServer: boolean;
  serverMenu: readonly MenuNode[];
}

/** Permission guard for a signed-in user (docs/product.md, Rules). */
export function decideAccess(route: RouteDef, { grant, menuFromServer, serverMenu }: AccessContext): AccessDecision {
  if (menuFromServer) {
    const listed =
      (SERVER_MENU_WHITELIST as readonly string[]).includes(route.name) ||
      menuRouteNames(serverMenu).has(menuName(route));
    return listed && canAccess(route, grant) ? { kind: 'allow' } : { kind: 'redirect', to: NOT_FOUND_PATH };
  }
  if (canAccess(route, grant)) return { kind: 'allow' };
  const landing = firstAccessibleRoute(grant);
  return landing ? { kind: 'redirect', to: landing.path, landing } : { kind: 'redirect', to: NOT_FOUND_PATH };
}

/** The page a session whose account must replace a temporary password is held on. */
export const PASSWORD_CHANGE_PATH = href('PasswordChange');
/** The page a session whose role requires a second factor that the account has not set up is held on. */
export const SECOND_FACTOR_SETUP_PATH = href('SecondFactorSetup');

/** What the forced steps read of a session: its grant (for its landing route) and what it must do first. */
export type ForcedSession = Grant & Pick<UserInfo, 'mustChangePassword' | 'mustEnrolSecondFactor'>;

/** The steps a session may be held on before anything else opens, the first that applies first. */
const FORCED_STEPS: readonly { path: string; applies: (session: ForcedSession) => boolean }[] = [
  { path: PASSWORD_CHANGE_PATH, applies: (session) => session.mustChangePassword },
  { path: SECOND_FACTOR_SETUP_PATH, applies: (session) => session.mustEnrolSecondFactor },
];

/**
 * The forced steps (docs/product.md, Sessions and states; docs/decisions/046-second-factor.md),
 * decided before any other access rule: a session whose account must replace the temporary password
 * an administrator set, or set up the second factor a role of it requires, opens that step's page
 * and nothing else (the server refuses it every other call); the password comes first. Any other
 * session that opens one of those pages goes to its landing route. Undefined: the other rules decide.
 */
export function decideForcedStep(route: RouteDef, session: ForcedSession): AccessDecision | undefined {
  const step = FORCED_STEPS.find(({ applies }) => applies(session));
  if (step) return route.path === step.path ? { kind: 'allow' } : { kind: 'redirect', to: step.path };
  if (FORCED_STEPS.some(({ path }) => path === route.path)) {
    return { kind: 'redirect', to: firstAccessibleRoute(session)?.path ?? NOT_FOUND_PATH };
  }
  return undefined;
}

/** Hidden routes are found in the server menu under the entry they highlight (or pass via their group). */
function menuName(route: RouteDef): string {
  return route.activeMenu ?? (route.hideInMenu && route.parent ? route.parent : route.name);
}

/**
 * The login URL that brings the user back: `redirect` is the wanted route's name (its full path when
 * the route has parameters) followed by the route's own query (docs/product.md, Sessions and states).
 */
export function loginUrl(route: RouteDef, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('redirect');
  const target = route.path.includes(':') ? location.pathname : route.name;
  const query = new URLSearchParams([['redirect', target], ...params]);
  return `${getRoute(LOGIN_ROUTE_NAME)?.path ?? '/login'}?${query.toString()}`;
}

/**
 * Where to go after login: the route named (or the in-app path given) by `redirect`, with the other
 * query parameters passed on; else the landing route.
 */
export function afterLoginUrl(search: string, grant: Grant | undefined): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  params.delete('redirect');
  const query = params.toString();
  const path = redirectPath(redirect) ?? firstAccessibleRoute(grant)?.path ?? NOT_FOUND_PATH;
  return query ? `${path}?${query}` : path;
}

function redirectPath(redirect: string | null): string | undefined {
  if (!redirect) return undefined;
  if (redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  const route = getRoute(redirect);
  if (!route || route.group || route.external || route.path.includes(':')) return undefined;
  return route.path;
}
