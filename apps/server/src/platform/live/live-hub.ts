/**
 * The open live streams of this process (docs/decisions/022-live-channel.md): each hears the bus's
 * events meant for its account and the topics it watches, as server-sent events. Heartbeats keep
 * proxies from closing idle streams; a client that does not read is dropped rather than buffered
 * without bound; a stream closes when its session ends or changes role, wherever that happened.
 */
import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS, LIVE_RETRY_MS, type LiveTopic } from '@console/shared';
import type { LiveBus, LiveEvent } from './live-bus';
import type { SessionContext } from '../../lib/session-context';

/** The reconnection delay a stream ended by this process's shutdown is given. */
const RECONNECT_ELSEWHERE_MS = 250;

/** Published by the session service: the streams of these sessions close (logout, revoked, role changed). */
export const SESSION_ENDED_EVENT = 'session.ended';
export interface SessionEnded {
  sessionIds: number[];
}

export interface LiveHubOptions {
  /** Comment lines this often keep idle streams open through proxies. */
  heartbeatMs: number;
  /** A stream whose unsent bytes exceed this is dropped at once. */
  maxBufferedBytes: number;
  /** A stream whose socket stays full this long is dropped. */
  stalledMs: number;
  onTrouble: (message: string) => void;
}

export interface StreamOptions {
  session: SessionContext;
  topics: readonly LiveTopic[];
  /** The stream's `Last-Event-ID`: the logged events after it are sent first. */
  lastEventId: number | null;
  /** Headers the app set for the answer (security headers, request id). */
  headers: Record<string, string | string[] | number | undefined>;
}

interface Stream {
  session: SessionContext;
  topics: ReadonlySet<string>;
  raw: ServerResponse;
  /** Since when the socket has refused more bytes; null while it drains. */
  stalledSince: number | null;
  /** Events published while the stream replayed the log wait here, then go in order. */
  pending: LiveEvent[] | null;
  lastSentId: number;
}

const frame = (event: LiveEvent): string =>
  `${event.id === null ? '' : `id: ${event.id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export function createLiveHub(bus: LiveBus, options: LiveHubOptions) {
  const streams = new Set<Stream>();
  const watcherListeners = new Map<string, (localStreams: number) => void>();

  const watchers = (topic: string) => [...streams].filter((stream) => stream.topics.has(topic)).length;
  const watchersChanged = (topics: Iterable<string>) => {
    for (const topic of topics) watcherListeners.get(topic)?.(watchers(topic));
  };

  const drop = (stream: Stream, why?: string) => {
    if (!streams.delete(stream)) return;
    if (why) options.onTrouble(`live stream of session ${stream.session.sessionId} dropped: ${why}`);
    // A dropped slow client goes at once, without waiting for its buffer to flush.
    if (why) stream.raw.destroy();
    else stream.raw.end();
    watchersChanged(stream.topics);
  };

  const write = (stream: Stream, text: string) => {
    if (stream.raw.destroyed) return drop(stream);
    if (stream.raw.writableLength + text.length > options.maxBufferedBytes)
      return drop(stream, 'its client does not read');
    if (!stream.raw.write(text) && stream.stalledSince === null) stream.stalledSince = Date.now();
  };

  const send = (stream: Stream, event: LiveEvent) => {
    if (event.id !== null) {
      if (event.id <= stream.lastSentId) return;
      stream.lastSentId = event.id;
    }
    write(stream, frame(event));
  };

  const concerns = (stream: Stream, event: LiveEvent) =>
    (event.userId === null || event.userId === stream.session.userId) &&
    (event.topic === null || stream.topics.has(event.topic));

  const unsubscribe = bus.subscribe((event) => {
    if (event.type === SESSION_ENDED_EVENT) {
      const { sessionIds } = event.data as SessionEnded;
      for (const stream of streams) if (sessionIds.includes(stream.session.sessionId)) drop(stream);
      return;
    }
    for (const stream of streams) {
      if (!concerns(stream, event)) continue;
      if (stream.pending) stream.pending.push(event);
      else send(stream, event);
    }
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const stream of streams) {
      if (stream.stalledSince !== null && now - stream.stalledSince > options.stalledMs)
        drop(stream, 'its socket stayed full');
      // Its reconnection then hears that the session expired (50014).
      else if (now >= stream.session.endsAt.getTime()) drop(stream);
      else write(stream, ': ping\n\n');
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    /** Tells `listener` how many streams of this process watch `topic`, whenever that changes. */
    onWatchers(topic: LiveTopic, listener: (localStreams: number) => void): void {
      watcherListeners.set(topic, listener);
    },

    watchers,

    /** Streams open on this process. */
    size: () => streams.size,

    /** Takes over the response: the stream's headers, what it missed, then every event until it closes. */
    async open(raw: ServerResponse, { session, topics, lastEventId, headers }: StreamOptions): Promise<void> {
      const stream: Stream = {
        session,
        topics: new Set(topics),
        raw,
        stalledSince: null,
        pending: [],
        lastSentId: lastEventId ?? 0,
      };
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      raw.on('drain', () => (stream.stalledSince = null));
      raw.on('close', () => drop(stream));
      streams.add(stream);
      watchersChanged(stream.topics);
      write(stream, `retry: ${LIVE_RETRY_MS}\n\n`);
      try {
        if (lastEventId !== null) {
          const replay = await bus.replay(lastEventId, session.userId);
          if (!replay.complete)
            write(stream, frame({ id: null, type: LIVE_EVENTS.reset, userId: null, topic: null, data: null }));
          for (const event of replay.events)
            if (event.type !== SESSION_ENDED_EVENT && concerns(stream, event)) send(stream, event);
        }
      } catch (error) {
        options.onTrouble(`replaying the live log failed: ${String(error)}`);
        write(stream, frame({ id: null, type: LIVE_EVENTS.reset, userId: null, topic: null, data: null }));
      }
      const waiting = stream.pending ?? [];
      stream.pending = null;
      for (const event of waiting) send(stream, event);
    },

    /** Ends every stream, each asked to come back soon: its reconnection resumes on another process. */
    close(): void {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of streams) {
        write(stream, `retry: ${RECONNECT_ELSEWHERE_MS}\n\n`);
        drop(stream);
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
