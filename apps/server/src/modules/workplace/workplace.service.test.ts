import { describe, expect, it } from 'vitest';
import { dailySeries, percentChange } from './workplace.service';

describe('dailySeries', () => {
  it('lists the UTC days ending with today, oldest first, filling days without content with 0', () => {
    const now = new Date('2026-03-02T01:00:00Z');
    expect(
      dailySeries(
        [
          { day: '2026-02-28', count: 7 },
          { day: '2026-03-02', count: 2 },
        ],
        now,
        4,
      ),
    ).toEqual([
      { x: '2026-02-27', y: 0 },
      { x: '2026-02-28', y: 7 },
      { x: '2026-03-01', y: 0 },
      { x: '2026-03-02', y: 2 },
    ]);
  });
});

describe('percentChange', () => {
  it('rounds to one decimal and answers null without a base', () => {
    expect(percentChange(1028, 1000)).toBe(2.8);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(5, 0)).toBeNull();
  });
});
