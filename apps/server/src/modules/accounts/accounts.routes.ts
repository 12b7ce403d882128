import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi } from '@console/shared/accounts/contract';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import { accountExport } from './accounts.export';
import type { AccountService } from './accounts.service';

/** The account administration's endpoints (docs/api.md, "Accounts"). */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  await implement(app, accountApi, {
    ...listHandlers({
      noun: { one: 'account', many: 'accounts' },
      service: accounts,
      exportSpec: accountExport,
      actions: {
        status: {
          summary: 'Disable (its sessions end) or enable an account (409 when it changed since)',
          run: accounts.setStatus,
        },
      },
    }),
    resetPassword: {
      summary: 'Set a temporary password that must be replaced at the next sign-in; every session ends',
      handler: (request) => accounts.resetPassword(sessionOf(request), request.params.id, request.body, request.locale),
    },
    resetSecondFactor: {
      summary:
        "Switch the account's second factors off (its app, recovery codes and passkeys go, every session ends); the account",
      handler: (request) => accounts.resetSecondFactor(sessionOf(request), request.params.id),
    },
    endSessions: {
      summary: 'End every session of the account: its tabs get the re-login dialog',
      handler: (request) => accounts.endSessions(sessionOf(request), request.params.id),
    },
  });
};
