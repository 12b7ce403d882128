/** One server-sent event: its name and its data (the `data:` lines joined). */
export interface ServerEvent {
  event: string;
  data: string;
}

/** The event of one block of lines; comments (`:`) and unknown fields are skipped. */
function eventOf(block: string): ServerEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

/**
 * Reads a `text/event-stream` body, yielding each event as soon as its blank line arrives (an
 * `EventSource` cannot send a POST body nor a bearer header, so the body is read with `fetch`).
 */
export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = eventOf(block);
        if (event) yield event;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
