/**
 * The composition root: every feature module, in the order they register and seed, and the
 * services more than one module uses, each built once from the platform. A module's routes declare
 * what they need; this file is the only place that knows who provides it (docs/architecture.md,
 * "Server"). No module imports this file.
 */
import type { FastifyBaseLogger } from 'fastify';
import { gate } from './kit/gate';
import type { Platform } from './platform';
import { accountsModule, openAccountService } from './modules/accounts';
import { assistantModule } from './modules/assistant';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { cardListModule } from './modules/card-list';
import { channelFormModule } from './modules/channel-form';
import { documentModule } from './modules/document';
import { identityModule, openIdentityService, openPasskeyService } from './modules/identity';
import { passwordResetModule } from './modules/password-reset';
import { liveModule } from './modules/live';
import { mailModule } from './modules/mail';
import { menuModule, openMenuService } from './modules/menu';
import { messageModule, openMessageService } from './modules/message';
import type { AppModule } from './modules/module';
import { monitorModule } from './modules/monitor';
import { parameterModule } from './modules/parameter';
import { openPolicyService, policyModule } from './modules/policy';
import { projectModule } from './modules/project';
import { openRoleService, rolesModule } from './modules/roles';
import { searchModule } from './modules/search';
import { openSecurityService, securityModule } from './modules/security';
import { openSsoService, ssoModule } from './modules/sso';
import { openTaskService, taskModule } from './modules/task';
import { userCentreModule } from './modules/user-centre';
import { openUserService, userModule } from './modules/user';
import { openVisualizationService, visualizationModule } from './modules/visualization';
import { openWalletService, walletModule } from './modules/wallet';
import { openWorkplaceService, workplaceModule } from './modules/workplace';

/**
 * The shared services. A module reading another module's data gets it through a gate, under the
 * owning module's permission, not under its own route's.
 */
export function composeServices({ config, db, sessions, throttle, live }: Platform, log: FastifyBaseLogger) {
  const wallet = openWalletService(db);
  const workplace = openWorkplaceService(db, gate('wallet.read', wallet));
  const policies = openPolicyService(db);
  const tasks = openTaskService(db);
  const visualization = openVisualizationService(db);
  const roles = openRoleService(db, sessions);
  const messages = openMessageService(db, live.bus);
  const security = openSecurityService(db, sessions, messages);
  const identity = openIdentityService(db, sessions, throttle, security);
  return {
    sso: openSsoService(db, config, { sessions, roles: roles.directory, identity, signIns: security, log }),
    users: openUserService(db, sessions, throttle, roles.directory),
    accounts: openAccountService(db, sessions, roles.directory, identity),
    roles,
    identity,
    security,
    passkeys: openPasskeyService(db, security, config),
    menus: openMenuService(db),
    messages,
    wallet,
    workplace,
    policies,
    tasks,
    visualization,
    gates: {
      workplace: gate('workplace.read', workplace),
      policies: gate('policy.read', policies),
      tasks: gate('task.read', tasks),
      visualization: gate('visualization.read', visualization),
    },
  };
}

/** What a module's routes may declare they need. */
export type AppDeps = Platform & ReturnType<typeof composeServices>;

/** Every feature area of the server, registered in this order; demo data is seeded in it too. */
export const MODULES: readonly AppModule<AppDeps>[] = [
  authModule,
  identityModule,
  securityModule,
  passwordResetModule,
  ssoModule,
  userModule,
  messageModule,
  policyModule,
  accountsModule,
  rolesModule,
  auditModule,
  mailModule,
  menuModule,
  workplaceModule,
  cardListModule,
  channelFormModule,
  parameterModule,
  projectModule,
  taskModule,
  documentModule,
  visualizationModule,
  walletModule,
  assistantModule,
  liveModule,
  monitorModule,
  userCentreModule,
  searchModule,
];
