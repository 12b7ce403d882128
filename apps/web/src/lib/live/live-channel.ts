/**
 * The browser's end of the live channel (docs/decisions/022-live-channel.md): one stream per tab,
 * read with fetch so it carries the bearer header like every other request (no token in a URL),
 * resumed with `Last-Event-ID` after a drop, and reopened when the topics watched change.
 */
import {
  API_BASE,
  LIVE_EVENTS,
  LIVE_RETRY_MS,
  SESSION_ENDED_CODES,
  createSseReader,
  type Envelope,
  type LiveEventName,
  type LiveTopic,
} from '@console/shared';
import { pathOf } from '@console/shared/api/contract';
import { liveApi } from '@console/shared/live/contract';
import { reportRefusal } from '@/lib/http/api-client';
import { currentLocale } from '@/lib/i18n/i18n';
import { getToken } from '@/lib/session/session';

type Listener = (data: unknown) => void;

/** Reconnection waits grow after failures, up to this. */
const RETRY_MAX_MS = 30_000;

function createLiveChannel() {
  const listeners = new Map<string, Set<Listener>>();
  const watching = new Map<LiveTopic, number>();
  let controller: AbortController | null = null;
  let running = false;
  let lastEventId: string | null = null;
  let opened = false;
  let retryMs = LIVE_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (name: string, data: unknown) => {
    for (const listener of listeners.get(name) ?? []) listener(data);
  };

  const topics = () => [...watching.keys()].filter((topic) => (watching.get(topic) ?? 0) > 0);

  async function connect(signal: AbortSignal): Promise<'again' | 'stop'> {
    const token = getToken();
    if (!token) return 'stop';
    const headers = new Headers({
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      'Accept-Language': currentLocale(),
    });
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    const [topic] = topics();
    // Low priority: the stream never answers in full, and nothing on a first view waits for it. At the
    // browser's default (high), tools that wait for a page's important requests to end before they
    // call it loaded never do (docs/decisions/032-live-stream-priority.md).
    const response = await fetch(`${API_BASE}${pathOf(liveApi.stream)}${topic ? `?watch=${topic}` : ''}`, {
      headers,
      signal,
      cache: 'no-store',
      priority: 'low',
    });
    if (!response.ok || !response.body) {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      if (envelope && SESSION_ENDED_CODES.includes(envelope.code)) {
        reportRefusal(envelope, token);
        return 'stop';
      }
      return 'again';
    }
    retryMs = LIVE_RETRY_MS;
    // Back after a drop that no event id can resume from: what happened meanwhile is fetched afresh.
    if (opened && !lastEventId) dispatch(LIVE_EVENTS.reset, null);
    opened = true;
    const reader = createSseReader();
    const decoder = new TextDecoder();
    const body = response.body.getReader();
    for (;;) {
      const { done, value } = await body.read();
      if (done) return 'again';
      for (const event of reader.push(decoder.decode(value, { stream: true }))) {
        if (event.id) lastEventId = event.id;
        dispatch(event.event, event.data ? JSON.parse(event.data) : null);
      }
      retryMs = reader.retry() ?? retryMs;
    }
  }

  function run(): void {
    clearTimeout(timer);
    controller?.abort();
    if (!running) return;
    const own = new AbortController();
    controller = own;
    connect(own.signal)
      .catch(() => 'again' as const)
      .then((next) => {
        if (own.signal.aborted || controller !== own) return;
        if (next === 'stop') return stop();
        const wait = retryMs;
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        // Spread the reconnections of many tabs after a server restart.
        timer = setTimeout(run, wait / 2 + Math.random() * wait);
      });
  }

  function stop(): void {
    running = false;
    clearTimeout(timer);
    controller?.abort();
    controller = null;
    lastEventId = null;
    opened = false;
  }

  return {
    /** Opens the stream of the signed-in session; `stop` closes it (a logout). */
    start(): void {
      if (running) return;
      running = true;
      run();
    },
    stop,

    /** Calls `listener` with each event of that name; answers the unsubscribe. */
    on(name: LiveEventName, listener: Listener): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => void set.delete(listener);
    },

    /** Watches a topic (its tab becomes a viewer) until the answered release. */
    watch(topic: LiveTopic): () => void {
      const before = topics().join();
      watching.set(topic, (watching.get(topic) ?? 0) + 1);
      if (running && topics().join() !== before) run();
      return () => {
        const after = (watching.get(topic) ?? 1) - 1;
        watching.set(topic, after);
        if (running && after === 0) run();
      };
    },
  };
}

export const liveChannel = createLiveChannel();
