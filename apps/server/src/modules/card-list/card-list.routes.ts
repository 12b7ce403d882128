import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  qualityInspectionListSchema,
  rulePresetInputSchema,
  rulePresetListSchema,
  rulePresetSchema,
  serviceActionParamsSchema,
  serviceCardListSchema,
  serviceCardSchema,
} from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { createCardListService } from './card-list.service';

/** Cards are console-wide settings: anyone signed in reads them, administrators change them. */
const ADMIN = ['admin'] as const;

export const cardListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const cards = createCardListService(db);
  const tags = ['card-list'];
  const config = { access: 'authenticated' } as const;

  app.get(
    '/api/list/quality-inspection',
    { config, schema: { tags, summary: 'Quality inspection queues', response: { 200: envelopeSchema(qualityInspectionListSchema) } } },
    async (request) => ok(request, await cards.qualityInspections(request.locale)),
  );

  app.get(
    '/api/list/the-service',
    { config, schema: { tags, summary: 'Subscribed services', response: { 200: envelopeSchema(serviceCardListSchema) } } },
    async (request) => ok(request, await cards.services(request.locale)),
  );

  app.get(
    '/api/list/rules-preset',
    { config, schema: { tags, summary: 'Content rule presets', response: { 200: envelopeSchema(rulePresetListSchema) } } },
    async (request) => ok(request, await cards.presets(request.locale)),
  );

  app.post(
    '/api/list/the-service/:id/:action',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Open, cancel or renew a service (opening an expired one is 409: renew it)',
        params: serviceActionParamsSchema,
        response: { 200: envelopeSchema(serviceCardSchema) },
      },
    },
    async (request) => ok(request, await cards.runServiceAction(sessionOf(request), request.params.id, request.params.action, request.locale)),
  );

  app.patch(
    '/api/list/rules-preset/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Switch a rule preset on or off', params: idParamsSchema, body: rulePresetInputSchema, response: { 200: envelopeSchema(rulePresetSchema) } },
    },
    async (request) => ok(request, await cards.setPresetEnabled(sessionOf(request), request.params.id, request.body.enable, request.locale)),
  );
};
