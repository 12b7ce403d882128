import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER } from '@console/shared';
import { parameterApi } from '@console/shared/parameter/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { createParameterStore } from './parameter.store';
import { createParameterService } from './parameter.service';

/** The group form's change requests, their approval, and the basic profile with its operation log. */
export const parameterRoutes: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const parameters = createParameterService(
    unitOfWork(db, (tx) => ({ requests: createParameterStore(tx), audit: createAuditStore(tx) })),
  );

  await implement(app, parameterApi, {
    submit: {
      summary: 'Ask for new stream parameters (auditing; 409 while another request waits, 400 when nothing changes)',
      handler: (request) => parameters.request(sessionOf(request), request.body.data, request.locale),
    },
    approve: {
      summary: 'Approve a waiting change: its parameters become current (409 unless auditing)',
      handler: (request) => parameters.approve(sessionOf(request), request.params.id, request.locale),
    },
    cancel: {
      summary: 'Cancel a waiting change (409 unless auditing)',
      handler: (request) => parameters.cancel(sessionOf(request), request.params.id, request.locale),
    },
    profile: {
      summary: 'Current and original parameters and where the latest change stands',
      handler: (request) => parameters.profile(request.locale),
    },
    operationLog: {
      summary: `One page of change requests, newest first (the ${TOTAL_COUNT_HEADER} header holds the number of rows of every page)`,
      handler: async (request, reply) => {
        const { rows, total } = await parameters.log(request.query, request.locale);
        reply.header(TOTAL_COUNT_HEADER, String(total));
        return rows;
      },
    },
  });
};
