import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema, TOTAL_COUNT_HEADER } from '@console/shared';
import {
  groupFormSubmitSchema,
  operationLogQuerySchema,
  operationLogSchema,
  parameterRequestSchema,
  profileBasicSchema,
} from '@console/shared/parameter/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createParameterRepository } from './parameter.repository';
import { createParameterService } from './parameter.service';

/** The group form's change requests, their approval, and the basic profile with its operation log. */
export const parameterRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const parameters = createParameterService(
    unitOfWork(db, (tx) => ({ requests: createParameterRepository(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['parameter'];
  const requestEnvelope = { 200: envelopeSchema(parameterRequestSchema) };

  app.post(
    '/api/group-form/submit',
    {
      config: { access: 'parameter.request' },
      schema: {
        tags,
        summary: 'Ask for new stream parameters (auditing; 409 while another request waits, 400 when nothing changes)',
        body: groupFormSubmitSchema,
        response: requestEnvelope,
      },
    },
    async (request) => ok(request, await parameters.request(sessionOf(request), request.body.data, request.locale)),
  );

  app.post(
    '/api/parameter/requests/:id/approve',
    {
      config: { access: 'parameter.approve' },
      schema: {
        tags,
        summary: 'Approve a waiting change: its parameters become current (409 unless auditing)',
        params: idParamsSchema,
        response: requestEnvelope,
      },
    },
    async (request) => ok(request, await parameters.approve(sessionOf(request), request.params.id, request.locale)),
  );

  app.post(
    '/api/parameter/requests/:id/cancel',
    {
      config: { access: 'parameter.request' },
      schema: {
        tags,
        summary: 'Cancel a waiting change (409 unless auditing)',
        params: idParamsSchema,
        response: requestEnvelope,
      },
    },
    async (request) => ok(request, await parameters.cancel(sessionOf(request), request.params.id, request.locale)),
  );

  app.get(
    '/api/profile/basic',
    {
      config: { access: 'profile.read' },
      schema: {
        tags,
        summary: 'Current and original parameters and where the latest change stands',
        response: { 200: envelopeSchema(profileBasicSchema) },
      },
    },
    async (request) => ok(request, await parameters.profile(request.locale)),
  );

  app.get(
    '/api/operation/log',
    {
      config: { access: 'profile.read' },
      schema: {
        tags,
        summary: `One page of change requests, newest first (the ${TOTAL_COUNT_HEADER} header holds the number of rows of every page)`,
        querystring: operationLogQuerySchema,
        response: { 200: envelopeSchema(operationLogSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await parameters.log(request.query, request.locale);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return ok(request, rows);
    },
  );
};
