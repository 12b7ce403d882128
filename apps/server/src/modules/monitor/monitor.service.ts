import { LIVE_EVENTS, type Locale } from '@console/shared';
import {
  CHAT_HISTORY_LIMIT,
  PICTURE_QUALITIES,
  STREAM_LINES,
  type StudioOperation,
} from '@console/shared/monitor/constants';
import type {
  ChatItem,
  ChatListQuery,
  Program,
  ProgramQuery,
  Studio,
  StudioInfo,
} from '@console/shared/monitor/schemas';
import type { LiveBus } from '../../platform';
import { notFound } from '../../lib/app-error';
import { formatClock } from '../../lib/format-time';
import { bothLocales, inEveryLocale, localize } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import { translate } from '../../i18n/i18n';
import type { Random } from '../../lib/random';
import type { MessageService } from '../message';
import { demoChatMessage } from './monitor.demo';
import type { MonitorStore, NewChatMessage, StudioChanges, StudioRow } from './monitor.store';

/** The live channel's topic of the monitor: its events go to the streams that watch it, who are its viewers. */
export const MONITOR_TOPIC = 'monitor';
/** A process refreshes its viewer count this often; a count older than the window is a process gone. */
const PRESENCE_REFRESH_MS = 20_000;
const PRESENCE_FRESH_MS = 60_000;

type Messages = Pick<MessageService, 'deliver'>;

export interface MonitorServiceDeps {
  monitor: MonitorStore;
  bus: LiveBus;
  messages: Messages;
  /** Accounts told about quick operations: those whose role holds `monitor.write`. */
  operators: () => Promise<number[]>;
  onTrouble: (message: string) => void;
}

const next = <T>(items: readonly T[], current: T): T => items[(items.indexOf(current) + 1) % items.length] as T;

const duration = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

export const toChatItem = (row: NewChatMessage & { id: number; isCollect: boolean; createdAt: Date }): ChatItem => ({
  id: row.id,
  username: row.username,
  content: row.content,
  time: formatClock(row.createdAt),
  isCollect: row.isCollect,
  category: row.category,
  createdTime: row.createdAt.toISOString(),
});

/** What each quick operation changes; null when it would change nothing. */
function operationChanges(studio: StudioRow, operation: StudioOperation): StudioChanges | null {
  switch (operation) {
    case 'changeClarity':
      return { quality: next(PICTURE_QUALITIES, studio.quality) };
    case 'switchStream':
      return { line: next(STREAM_LINES, studio.line) };
    case 'removeClarity':
      return studio.quality === 'original' ? null : { quality: 'original' };
    case 'pushGasket':
      return { gasket: !studio.gasket };
  }
}

/** The monitor's rules: the studio, its chat and programs, and the viewers across processes. */
export function createMonitorService({ monitor, bus, messages, operators, onTrouble }: MonitorServiceDeps) {
  async function current() {
    const row = await monitor.studio();
    if (!row) throw notFound();
    return row;
  }

  const viewers = async (studio: StudioRow) =>
    (await monitor.presence(MONITOR_TOPIC, PRESENCE_FRESH_MS)) + studio.simulatedViewers;

  async function toStudio({ studio, ownerName }: { studio: StudioRow; ownerName: string | null }): Promise<Studio> {
    const streams = await monitor.streams(studio.id);
    return {
      title: studio.title,
      notification: studio.notification,
      category: studio.category,
      tag: studio.tag,
      liveMethod: studio.liveMethod,
      line: studio.line,
      cdn: studio.cdn,
      playFormat: studio.playFormat,
      quality: studio.quality,
      gasket: studio.gasket,
      streams: streams.map(({ line, bitRate, frameRate }) => ({ line, bitRate, frameRate })),
      viewers: await viewers(studio),
      ownerName: ownerName ?? '',
      updatedTime: studio.updatedAt.toISOString(),
    };
  }

  const publish = (type: string, data: unknown, transient = false) =>
    bus.publish({ type, topic: MONITOR_TOPIC, data, transient });

  async function changeStudio(changes: StudioChanges): Promise<Studio> {
    await monitor.update((await current()).studio.id, changes);
    const studio = await toStudio(await current());
    await publish(LIVE_EVENTS.studio, studio);
    return studio;
  }

  /** The studio operation's notice in both languages, for every operator's message box. */
  async function notifyOperation(session: SessionContext, operation: StudioOperation, studio: Studio): Promise<void> {
    const name = await monitor.accountName(session.userId);
    const text = (locale: Locale) => {
      const params = {
        name,
        line: translate(locale, `monitor.line.${studio.line}`),
        quality: translate(locale, `monitor.quality.${studio.quality}`),
      };
      return translate(
        locale,
        studio.gasket && operation === 'pushGasket' ? 'monitor.notice.gasketOn' : `monitor.notice.${operation}`,
        params,
      );
    };
    const title = inEveryLocale((locale) => translate(locale, 'monitor.notice.title'));
    const content = inEveryLocale(text);
    await messages.deliver(await operators(), {
      type: 'notice',
      title,
      subTitle: bothLocales('', ''),
      content,
      messageType: 1,
      status: 0,
    });
  }

  /** Posts into the chat as `username` (an account's name, or a simulated viewer's). */
  async function post(message: Omit<NewChatMessage, 'studioId'>): Promise<ChatItem> {
    const [row] = await monitor.insertChat([{ ...message, studioId: (await current()).studio.id }]);
    if (!row) throw new Error('the chat message was not stored');
    const item = toChatItem(row);
    await publish(LIVE_EVENTS.chat, item);
    return item;
  }

  const publishViewers = async () =>
    publish(LIVE_EVENTS.viewers, { viewers: await viewers((await current()).studio) }, true);

  return {
    studio: async () => toStudio(await current()),

    saveInfo: (info: StudioInfo) => changeStudio(info),

    async operate(session: SessionContext, operation: StudioOperation): Promise<Studio> {
      const changes = operationChanges((await current()).studio, operation);
      const studio = changes ? await changeStudio(changes) : await toStudio(await current());
      if (changes) await notifyOperation(session, operation, studio);
      return studio;
    },

    async programs(query: ProgramQuery, locale: Locale): Promise<Program[]> {
      const rows = await monitor.programs((await current()).studio.id, query.liveMethod);
      return rows.map((row) => ({
        id: row.id,
        name: localize(row.name, locale),
        liveMethod: row.liveMethod,
        duration: duration(row.durationSeconds),
        code: row.code,
        status: row.status,
      }));
    },

    async chat(query: ChatListQuery): Promise<ChatItem[]> {
      const rows = await monitor.chat((await current()).studio.id, query, CHAT_HISTORY_LIMIT);
      return rows.map(toChatItem);
    },

    post,

    async collect(id: number, isCollect: boolean): Promise<ChatItem> {
      const row = await monitor.setCollect((await current()).studio.id, id, isCollect);
      if (!row) throw notFound();
      const item = toChatItem(row);
      await publish(LIVE_EVENTS.chat, item);
      return item;
    },

    /** This process now has `streams` monitors open: everyone hears the new number of viewers. */
    async watchersChanged(streams: number): Promise<void> {
      if (streams > 0) await monitor.setPresence(bus.processId, MONITOR_TOPIC, streams);
      else await monitor.removePresence(bus.processId);
      await publishViewers();
    },

    /**
     * One step of the simulated audience: it grows or shrinks, and often someone writes. Processes
     * take turns through the studio row, so several of them simulate no faster than one.
     */
    async simulate(random: Random, periodMs: number): Promise<void> {
      const { studio } = await current();
      // A little less than the period: timers of several processes drift.
      const audience = await monitor.simulate(studio.id, periodMs * 0.8, random.int(-40, 60));
      if (audience === undefined) return;
      if (random.chance(0.7)) await post({ ...demoChatMessage(random), userId: null });
      await publishViewers();
    },

    /** Keeps this process's count fresh while it has monitors open, and forgets processes gone; answers the stop. */
    keepPresence(streams: () => number): () => void {
      const refresh = async () => {
        const open = streams();
        if (open > 0) await monitor.setPresence(bus.processId, MONITOR_TOPIC, open);
        await monitor.prunePresence(PRESENCE_FRESH_MS);
      };
      const timer = setInterval(
        () =>
          void refresh().catch((error: unknown) =>
            onTrouble(`refreshing the monitor's viewers failed: ${String(error)}`),
          ),
        PRESENCE_REFRESH_MS,
      );
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;
