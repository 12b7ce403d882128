import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, trendOf } from './format';

describe('display formats', () => {
  it('formats days and timestamps in local time', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(local)).toBe('2026-01-05');
    expect(formatDateTime(local.toISOString())).toBe('2026-01-05 07:08:09');
  });

  it('groups thousands', () => {
    expect(formatCount(928531, 'en-US')).toBe('928,531');
  });

  it('calls a change that shows as zero flat, whatever its sign', () => {
    expect(trendOf(0.04, 1)).toBe('flat');
    expect(trendOf(-0.04, 1)).toBe('flat');
    expect(trendOf(0.05, 1)).toBe('rise');
    expect(trendOf(-2, 0)).toBe('fall');
  });
});
