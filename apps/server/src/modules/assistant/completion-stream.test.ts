import { describe, expect, it } from 'vitest';
import { revealGradually } from './completion-stream';

const TEXT = '钱包余额 is 1,024.50 CNY';

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('revealGradually', () => {
  it('streams the whole text in pieces of three characters, a CJK character counting as one', async () => {
    const pieces = await collect(revealGradually(async () => TEXT, 0, new AbortController().signal));
    expect(pieces.join('')).toBe(TEXT);
    expect(pieces[0]).toBe('钱包余');
    expect(pieces.every((piece) => Array.from(piece).length <= 3)).toBe(true);
  });

  it('waits the pace between pieces, not before the first', async () => {
    const started = performance.now();
    const arrivals: number[] = [];
    for await (const _piece of revealGradually(async () => 'abcdefghi', 15, new AbortController().signal))
      arrivals.push(performance.now() - started);
    expect(arrivals).toHaveLength(3);
    expect(arrivals[0]).toBeLessThan(15);
    // Timers never fire early by more than their millisecond rounding.
    expect(arrivals[2]! - arrivals[0]!).toBeGreaterThanOrEqual(2 * 15 - 2);
  });

  it('stops with an AbortError when its signal aborts between pieces', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const piece of revealGradually(async () => TEXT, 1_000, controller.signal)) {
        pieces.push(piece);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toEqual(['钱包余']);
  });
});
