import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { defineModule } from '../module';
import './menu.messages';
import { menuRoutes } from './menu.routes';
import { createMenuService } from './menu.service';
import { createMenuLayoutStore } from './menu.store';

/** The menu layout's service, built once at start: its routes and the user module's menu use it. */
export const openMenuService = (db: Db) =>
  createMenuService(unitOfWork(db, (tx) => ({ layouts: createMenuLayoutStore(tx), audit: createAuditStore(tx) })));

/** The menu manager: how administrators arrange the menu (never who may open what). */
export const menuModule = defineModule({ name: 'menu', routes: menuRoutes });
