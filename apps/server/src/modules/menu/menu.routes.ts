import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuApi } from '@console/shared/menu/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { MenuService } from './menu.service';

/** The menu layout's endpoints (docs/api.md, "Menu"); the menu itself is the user module's. */
export const menuRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  await implement(app, menuApi, {
    layout: {
      summary: 'The menu layout the console draws its menu by: order, hidden entries, names per language',
      handler: () => menus.layout(),
    },
    adminLayout: {
      summary: 'The menu layout with its version and who saved it last, when',
      handler: () => menus.adminLayout(),
    },
    saveLayout: {
      summary: 'Replace the menu layout at the version read (409 when another save came first); audited',
      handler: (request) => menus.save(sessionOf(request), request.body),
    },
  });
};
