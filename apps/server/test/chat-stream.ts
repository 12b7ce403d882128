/** Test support: reading the assistant's completion streams (`text/event-stream`). */
import type { ChatStreamEvent } from '@console/shared/assistant/constants';
import type { ChatStreamData } from '@console/shared/assistant/schemas';

export interface StreamEvent<E extends ChatStreamEvent = ChatStreamEvent> {
  event: E;
  data: ChatStreamData[E];
}

/** The events of a `text/event-stream` body. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? '';
      return {
        event: field('event') as ChatStreamEvent,
        data: JSON.parse(field('data')) as ChatStreamData[ChatStreamEvent],
      };
    });
}

export const only = <E extends ChatStreamEvent>(events: StreamEvent[], event: E) =>
  events.filter((e): e is StreamEvent<E> => e.event === event);

/** The events of a streamed response as they arrive, each as soon as its blank line is read. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) continue;
    yield* parseEvents(buffer.slice(0, end));
    buffer = buffer.slice(end + 2);
  }
}
