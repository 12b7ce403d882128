import { describe, expect, it } from 'vitest';
import { readServerEvents, type ServerEvent } from './event-stream';

/** A body that arrives in the given pieces. */
const bodyOf = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

async function collect(pieces: string[]): Promise<ServerEvent[]> {
  const events: ServerEvent[] = [];
  for await (const event of readServerEvents(bodyOf(pieces))) events.push(event);
  return events;
}

describe('readServerEvents', () => {
  it('joins events split across pieces, skips comments and keeps multi-line data', async () => {
    expect(
      await collect([
        'event: delta\nda',
        'ta: {"content":"He"}\n',
        '\n: ping\n\nevent: done\ndata: a\ndata: b\r\n\r\n',
      ]),
    ).toEqual([
      { event: 'delta', data: '{"content":"He"}' },
      { event: 'done', data: 'a\nb' },
    ]);
  });

  it('names an event without `event:` "message" and drops an unfinished one', async () => {
    expect(await collect(['data: 1\n\n', 'event: delta\ndata: cut'])).toEqual([{ event: 'message', data: '1' }]);
  });
});
