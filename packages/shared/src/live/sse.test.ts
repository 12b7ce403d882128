import { describe, expect, it } from 'vitest';
import { createSseReader } from './sse';

describe('the event-stream reader', () => {
  it('reads ids, names and data across chunks, skips comments, and keeps the retry', () => {
    const reader = createSseReader();
    expect(reader.push('retry: 2000\n\n: ping\n\nid: 7\nevent: chat.mes')).toEqual([]);
    expect(reader.push('sage\ndata: {"a":1}\n\n')).toEqual([{ id: '7', event: 'chat.message', data: '{"a":1}' }]);
    expect(reader.retry()).toBe(2000);
  });

  it('joins data lines, names an unnamed event "message" and takes CRLF split between chunks', () => {
    const reader = createSseReader();
    expect(reader.push('data: one\r')).toEqual([]);
    expect(reader.push('\ndata: two\r\n\r\n')).toEqual([{ id: null, event: 'message', data: 'one\ntwo' }]);
  });

  it('gives an event without an id no id, even after one that had one', () => {
    const reader = createSseReader();
    expect(reader.push('id: 1\nevent: a\ndata: x\n\nevent: b\ndata: y\n\n').map((event) => event.id)).toEqual([
      '1',
      null,
    ]);
  });
});
