/**
 * An incremental reader of `text/event-stream` (the WHATWG rules the live channel uses: `id:`,
 * `event:`, `data:`, `retry:` fields, comment lines, events ended by a blank line), for the
 * browser's fetch-based client, the tests and the bench alike.
 */

export interface SseEvent {
  /** The `id:` of the event; null when it had none (a transient event). */
  id: string | null;
  /** The `event:` name, `message` by default. */
  event: string;
  data: string;
}

export interface SseReader {
  /** Feeds decoded text; answers the events it completed. */
  push(text: string): SseEvent[];
  /** The latest `retry:` in milliseconds, if any. */
  retry(): number | undefined;
}

export function createSseReader(): SseReader {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  let retry: number | undefined;

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length || event) out.push({ id, event: event || 'message', data: data.join('\n') });
      id = null;
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A CR at the end may be the first half of a CRLF: wait for the next text.
        if (end === buffer.length - 1 && buffer[end] === '\r') break;
        const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end), out);
        buffer = buffer.slice(end + newline);
      }
      return out;
    },
    retry: () => retry,
  };
}
