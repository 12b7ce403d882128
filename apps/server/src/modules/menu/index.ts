/** The menu layout's front door: the module, and the service that arranges every session's menu. */
export { menuModule, openMenuService } from './menu.module';
export type { MenuService } from './menu.service';
