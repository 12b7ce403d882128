import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardListApi } from '@console/shared/card-list/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { createCardListStore } from './card-list.store';
import { createCardListService } from './card-list.service';

/** Cards are console-wide settings: anyone signed in reads them, administrators change them. */
export const cardListRoutes: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const cards = createCardListService(
    unitOfWork(db, (tx) => ({ cards: createCardListStore(tx), audit: createAuditStore(tx) })),
  );

  await implement(app, cardListApi, {
    qualityInspections: {
      summary: 'Quality inspection queues',
      handler: (request) => cards.qualityInspections(request.locale),
    },
    createQualityInspection: {
      summary: 'Create a quality inspection queue (beyond the most there may be: 409)',
      handler: (request) => cards.createQualityInspection(sessionOf(request), request.body, request.locale),
    },
    deleteQualityInspection: {
      summary: 'Delete a quality inspection queue',
      handler: (request) => cards.deleteQualityInspection(sessionOf(request), request.params.id),
    },
    inspectQualityInspection: {
      summary: "Start or stop a queue's inspection (starting a running one or stopping an idle one: 409)",
      handler: (request) => cards.inspect(sessionOf(request), request.params.id, request.params.action, request.locale),
    },
    services: {
      summary: 'Subscribed services',
      handler: (request) => cards.services(request.locale),
    },
    rulePresets: {
      summary: 'Content rule presets',
      handler: (request) => cards.presets(request.locale),
    },
    serviceAction: {
      summary: 'Open, cancel or renew a service (opening an expired one is 409: renew it)',
      handler: (request) =>
        cards.runServiceAction(sessionOf(request), request.params.id, request.params.action, request.locale),
    },
    setRulePreset: {
      summary: 'Switch a rule preset on or off',
      handler: (request) =>
        cards.setPresetEnabled(sessionOf(request), request.params.id, request.body.enable, request.locale),
    },
  });
};
