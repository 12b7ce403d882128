/**
 * The clients of the long runs (ops/chaos.ts, ops/soak.ts): requests recorded by the phase they
 * were sent in, sign-ins, and live streams that reconnect as a browser does.
 */
import { createSseReader, LIVE_EVENTS } from '@console/shared';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Sample {
  phase: string;
  ok: boolean;
  ms: number;
}

export interface Failure {
  phase: string;
  /** 0: no answer at all. */
  status: number;
  /** Whether the answer was the API's envelope `{code, msg, data}`. */
  enveloped: boolean;
  text: string;
}

const isEnvelope = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return typeof parsed.code === 'number' && typeof parsed.msg === 'string';
  } catch {
    return false;
  }
};

/** What every client records, by the phase it was sent in. */
export class Recorder {
  phase = 'steady';
  readonly samples: Sample[] = [];
  readonly failures: Failure[] = [];

  async request(label: string, send: () => Promise<Response>): Promise<Response | null> {
    const phase = this.phase;
    const started = performance.now();
    try {
      const response = await send();
      const ok = response.status < 400;
      this.samples.push({ phase, ok, ms: performance.now() - started });
      if (!ok) {
        const body = await response.clone().text();
        this.failures.push({
          phase,
          status: response.status,
          enveloped: isEnvelope(body),
          text: `${phase}: ${label} answered ${response.status} ${body.slice(0, 200)}`,
        });
      }
      return response;
    } catch (error) {
      this.samples.push({ phase, ok: false, ms: performance.now() - started });
      this.failures.push({ phase, status: 0, enveloped: false, text: `${phase}: ${label} failed: ${String(error)}` });
      return null;
    }
  }

  failuresIn(phase: string): Failure[] {
    return this.failures.filter((failure) => failure.phase === phase);
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const login = (url: string, username: string, password = username) =>
  fetch(`${url}/member-api/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

export async function signIn(url: string, username: string): Promise<string> {
  const body = (await (await login(url, username)).json()) as { data: { token: string } };
  return body.data.token;
}

/** A live stream as a browser keeps it: it reconnects after the `retry:` it was told, from its last event id. */
export function liveStream(url: string, token: string, stopped: () => boolean, { timeoutMs }: { timeoutMs: number }) {
  const chatIds = new Set<number>();
  let lastEventId: string | undefined;
  let reconnects = 0;
  let open = false;
  void (async () => {
    let retryMs = 2000;
    while (!stopped()) {
      try {
        const response = await fetch(`${url}/member-api/api/live/stream?watch=monitor`, {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 200 && response.body) {
          open = true;
          const reader = createSseReader();
          const decoder = new TextDecoder();
          const body = response.body.getReader();
          for (;;) {
            const { done: ended, value } = await body.read();
            if (ended) break;
            for (const event of reader.push(decoder.decode(value, { stream: true }))) {
              if (event.id) lastEventId = event.id;
              if (event.event === LIVE_EVENTS.chat && event.id) chatIds.add(Number(event.id));
            }
            retryMs = reader.retry() ?? retryMs;
            if (stopped()) break;
          }
        }
      } catch {
        // Dropped: as a browser, come back after the retry.
      }
      open = false;
      if (stopped()) break;
      reconnects++;
      await sleep(retryMs / 2 + Math.random() * retryMs);
    }
  })();
  return { chatIds, reconnects: () => reconnects, open: () => open };
}
