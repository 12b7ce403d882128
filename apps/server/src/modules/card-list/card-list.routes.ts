import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  qualityInspectionListSchema,
  rulePresetInputSchema,
  rulePresetListSchema,
  rulePresetSchema,
  serviceActionParamsSchema,
  serviceCardListSchema,
  serviceCardSchema,
} from '@console/shared/card-list/schemas';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { createCardListRepository } from './card-list.repository';
import { createCardListService } from './card-list.service';

/** Cards are console-wide settings: anyone signed in reads them, administrators change them. */
export const cardListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const cards = createCardListService(
    unitOfWork(db, (tx) => ({ cards: createCardListRepository(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['card-list'];

  app.get(
    '/api/list/quality-inspection',
    {
      config: { access: 'inspection.read' },
      schema: {
        tags,
        summary: 'Quality inspection queues',
        response: { 200: envelopeSchema(qualityInspectionListSchema) },
      },
    },
    async (request) => ok(request, await cards.qualityInspections(request.locale)),
  );

  app.get(
    '/api/list/the-service',
    {
      config: { access: 'service.read' },
      schema: { tags, summary: 'Subscribed services', response: { 200: envelopeSchema(serviceCardListSchema) } },
    },
    async (request) => ok(request, await cards.services(request.locale)),
  );

  app.get(
    '/api/list/rules-preset',
    {
      config: { access: 'ruleset.read' },
      schema: { tags, summary: 'Content rule presets', response: { 200: envelopeSchema(rulePresetListSchema) } },
    },
    async (request) => ok(request, await cards.presets(request.locale)),
  );

  app.post(
    '/api/list/the-service/:id/:action',
    {
      config: { access: 'service.act' },
      schema: {
        tags,
        summary: 'Open, cancel or renew a service (opening an expired one is 409: renew it)',
        params: serviceActionParamsSchema,
        response: { 200: envelopeSchema(serviceCardSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await cards.runServiceAction(sessionOf(request), request.params.id, request.params.action, request.locale),
      ),
  );

  app.patch(
    '/api/list/rules-preset/:id',
    {
      config: { access: 'ruleset.toggle' },
      schema: {
        tags,
        summary: 'Switch a rule preset on or off',
        params: idParamsSchema,
        body: rulePresetInputSchema,
        response: { 200: envelopeSchema(rulePresetSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await cards.setPresetEnabled(sessionOf(request), request.params.id, request.body.enable, request.locale),
      ),
  );
};
