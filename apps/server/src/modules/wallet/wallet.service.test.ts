import { describe, expect, it } from 'vitest';
import { trendPeriods } from './wallet.service';

const days = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe('trendPeriods', () => {
  it('starts the 12 calendar months ending with the current one, across the turn of the year', () => {
    const periods = trendPeriods('month', new Date('2026-01-31T23:59:59Z'));
    expect(days(periods)).toEqual([
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });

  it('starts the 4 calendar quarters ending with the current one', () => {
    expect(days(trendPeriods('quarter', new Date('2026-02-10T08:00:00Z')))).toEqual([
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
      '2026-01-01',
    ]);
    expect(days(trendPeriods('quarter', new Date('2026-12-31T12:00:00Z')))).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
  });
});
