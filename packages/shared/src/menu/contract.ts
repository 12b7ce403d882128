import { contract } from '../api/contract';

/**
 * The menu layout (docs/api.md, "Menu"): read by every signed-in console, which draws its menu by
 * it, and arranged by administrators in the menu manager (`/admin/menu`). `/api/user/menu` answers
 * the menu arranged by it (`userApi.menu`).
 */
export const menuApi = contract('menu', () => import('./schemas'), {
  /** The layout alone, as any session's menu needs it (the menu itself is `anySession` too). */
  layout: {
    method: 'GET',
    path: '/api/user/menu-layout',
    access: 'anySession',
    response: (s) => s.menuLayoutSchema,
  },
  /** The layout with its version and last change, for the menu manager. */
  adminLayout: {
    method: 'GET',
    path: '/api/admin/menu-layout',
    access: 'menu.read',
    response: (s) => s.adminMenuLayoutSchema,
  },
  /** Replaces the whole layout at the version read; every entry it changes is audited. */
  saveLayout: {
    method: 'PUT',
    path: '/api/admin/menu-layout',
    access: 'menu.write',
    body: (s) => s.saveMenuLayoutSchema,
    response: (s) => s.adminMenuLayoutSchema,
  },
});
