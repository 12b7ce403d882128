import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime } from './format';

describe('display formats', () => {
  it('formats days and timestamps in local time', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(local)).toBe('2026-01-05');
    expect(formatDateTime(local.toISOString())).toBe('2026-01-05 07:08:09');
  });

  it('groups thousands', () => {
    expect(formatCount(928531, 'en-US')).toBe('928,531');
  });
});
