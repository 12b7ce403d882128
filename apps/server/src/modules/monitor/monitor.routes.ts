import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  chatCollectSchema,
  chatItemSchema,
  chatListQuerySchema,
  chatPostSchema,
  programQuerySchema,
  programSchema,
  studioInfoSchema,
  studioOperationSchema,
  studioSchema,
} from '@console/shared/monitor/schemas';
import { coalesce } from '../../lib/coalesce';
import { createRandom } from '../../lib/random';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createMessageRepository } from '../message/message.repository';
import { createMessageService } from '../message/message.service';
import { createMonitorRepository } from './monitor.repository';
import { createMonitorService, MONITOR_TOPIC } from './monitor.service';
import { createSimulator } from './monitor.simulator';

/** How often the simulated audience moves while the monitor has viewers. */
export const SIMULATOR_PERIOD_MS = 3000;

/** The real-time monitor: the live studio, its chat, programs and viewers (admin). */
export const monitorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, live }) => {
  const onTrouble = (message: string) => app.log.warn(message);
  const repository = createMonitorRepository(db);
  const monitor = createMonitorService({
    monitor: repository,
    bus: live.bus,
    messages: createMessageService(createMessageRepository(db), live.bus),
    operators: repository.administrators,
    onTrouble,
  });

  const random = createRandom(Date.now());
  const simulator = config.monitorSimulator
    ? createSimulator({
        periodMs: SIMULATOR_PERIOD_MS,
        step: () => monitor.simulate(random, SIMULATOR_PERIOD_MS),
        onTrouble,
      })
    : null;
  const syncViewers = coalesce(
    () => monitor.watchersChanged(live.hub.watchers(MONITOR_TOPIC)),
    (error) => onTrouble(`counting the monitor's viewers failed: ${String(error)}`),
  );
  live.hub.onWatchers(MONITOR_TOPIC, (streams) => {
    simulator?.watch(streams > 0);
    syncViewers();
  });
  const stopPresence = monitor.keepPresence(() => live.hub.watchers(MONITOR_TOPIC));
  app.addHook('onClose', async () => {
    simulator?.stop();
    stopPresence();
  });

  const tags = ['monitor'];
  const chatList = { 200: envelopeSchema(z.array(chatItemSchema)) };
  const studioAnswer = { 200: envelopeSchema(studioSchema) };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/chat/list',
    config: { access: 'monitor.read' },
    schema: {
      tags,
      summary: "The studio's latest chat messages that match, oldest first",
      querystring: chatListQuerySchema,
      response: chatList,
    },
    handler: async (request) => ok(request, await monitor.chat(request.query)),
  });

  app.post(
    '/api/chat/messages',
    {
      config: { access: 'monitor.write' },
      schema: {
        tags,
        summary: "Post into the studio's chat under the caller's name",
        body: chatPostSchema,
        response: { 200: envelopeSchema(chatItemSchema) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return ok(
        request,
        await monitor.post({
          userId,
          username: await repository.accountName(userId),
          content: request.body.content,
          category: 'comment',
        }),
      );
    },
  );

  app.post(
    '/api/chat/messages/:id/collect',
    {
      config: { access: 'monitor.write' },
      schema: {
        tags,
        summary: 'Collect (star) a chat message, or uncollect it',
        params: idParamsSchema,
        body: chatCollectSchema,
        response: { 200: envelopeSchema(chatItemSchema) },
      },
    },
    async (request) => ok(request, await monitor.collect(request.params.id, request.body.isCollect)),
  );

  app.get(
    '/api/monitor/studio',
    {
      config: { access: 'monitor.read' },
      schema: { tags, summary: 'The live studio: information, stream state, viewers', response: studioAnswer },
    },
    async (request) => ok(request, await monitor.studio()),
  );

  app.put(
    '/api/monitor/studio',
    {
      config: { access: 'monitor.write' },
      schema: {
        tags,
        summary: "Save the studio's information (title, notification, category, tag)",
        body: studioInfoSchema,
        response: studioAnswer,
      },
    },
    async (request) => ok(request, await monitor.saveInfo(request.body)),
  );

  app.post(
    '/api/monitor/studio/operations',
    {
      config: { access: 'monitor.write' },
      schema: {
        tags,
        summary: "Run a quick operation on the studio's stream; the operators get a notice",
        body: studioOperationSchema,
        response: studioAnswer,
      },
    },
    async (request) => ok(request, await monitor.operate(sessionOf(request), request.body.operation)),
  );

  app.get(
    '/api/monitor/programs',
    {
      config: { access: 'monitor.read' },
      schema: {
        tags,
        summary: "The programs in the studio's rotation, of one live method or all",
        querystring: programQuerySchema,
        response: { 200: envelopeSchema(z.array(programSchema)) },
      },
    },
    async (request) => ok(request, await monitor.programs(request.query)),
  );
};
