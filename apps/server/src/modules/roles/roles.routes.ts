import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleApi } from '@console/shared/roles/contract';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import { roleExport } from './roles.export';
import type { RoleService } from './roles.service';

/** The role administration's endpoints (docs/api.md, "Roles"). */
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  await implement(app, roleApi, {
    ...listHandlers({ noun: { one: 'role', many: 'roles' }, service: roles, exportSpec: roleExport }),
    options: {
      summary: 'Every role with its labels in each language: what the account form offers',
      handler: () => roles.options(),
    },
  });
};
