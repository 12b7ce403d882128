import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitorApi } from '@console/shared/monitor/contract';
import { implement } from '../../kit/operations';
import { coalesce } from '../../lib/coalesce';
import { createRandom } from '../../lib/random';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import type { MessageService } from '../message';
import type { UserService } from '../user';
import { createMonitorStore } from './monitor.store';
import { createMonitorService, MONITOR_TOPIC } from './monitor.service';
import { createSimulator } from './monitor.simulator';

/** How often the simulated audience moves while the monitor has viewers. */
export const SIMULATOR_PERIOD_MS = 3000;

/** The real-time monitor: the live studio, its chat, programs and viewers (admin). */
export const monitorRoutes: FastifyPluginAsyncZod<
  Platform & { messages: MessageService; users: Pick<UserService, 'holding'> }
> = async (app, { db, config, live, messages, users }) => {
  const onTrouble = (message: string) => app.log.warn(message);
  const repository = createMonitorStore(db);
  const monitor = createMonitorService({
    monitor: repository,
    bus: live.bus,
    messages,
    // Whoever may run the quick operations hears of them, as the permission table says.
    operators: () => users.holding('monitor.write'),
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

  // The chat list answers GET and POST alike (the filter in the query string either way).
  const chatSummary = "The studio's latest chat messages that match, oldest first";

  await implement(app, monitorApi, {
    chat: { summary: chatSummary, handler: (request) => monitor.chat(request.query) },
    chatPost: { summary: chatSummary, handler: (request) => monitor.chat(request.query) },
    postChat: {
      summary: "Post into the studio's chat under the caller's name",
      handler: async (request) => {
        const { userId } = sessionOf(request);
        return monitor.post({
          userId,
          username: await repository.accountName(userId),
          content: request.body.content,
          category: 'comment',
        });
      },
    },
    collectChat: {
      summary: 'Collect (star) a chat message, or uncollect it',
      handler: (request) => monitor.collect(request.params.id, request.body.isCollect),
    },
    studio: {
      summary: 'The live studio: information, stream state, viewers',
      handler: () => monitor.studio(),
    },
    saveStudio: {
      summary: "Save the studio's information (title, notification, category, tag)",
      handler: (request) => monitor.saveInfo(request.body),
    },
    operateStudio: {
      summary: "Run a quick operation on the studio's stream; the operators get a notice",
      handler: (request) => monitor.operate(sessionOf(request), request.body.operation),
    },
    programs: {
      summary: "The programs in the studio's rotation, of one live method or all",
      handler: (request) => monitor.programs(request.query, request.locale),
    },
  });
};
