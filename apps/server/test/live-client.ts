/** A client of the live channel for tests: a fetch stream, read event by event with time limits. */
import { createSseReader, type SseEvent } from '@console/shared';

export interface TestStream {
  status: number;
  /** The next event that matches, within `timeoutMs`; events before it are consumed. */
  next(predicate?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  base: string,
  token: string | null,
  { watch, lastEventId }: { watch?: string; lastEventId?: string } = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${base}/member-api/api/live/stream${watch ? `?watch=${watch}` : ''}`, {
    headers,
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  // Set while `next` waits for more events.
  const waiter: { wake?: () => void } = {};
  let done = false;
  const reader = createSseReader();
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        queue.push(...reader.push(decoder.decode(chunk as Uint8Array, { stream: true })));
        waiter.wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      waiter.wake?.();
    }
  })();

  return {
    status: response.status,
    async next(predicate = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(predicate);
        if (index !== -1) {
          const [event] = queue.splice(0, index + 1).slice(-1);
          if (event) return event;
        }
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        delete waiter.wake;
      }
    },
    ended,
    close: () => controller.abort(),
  };
}
