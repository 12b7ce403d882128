import { describe, expect, it } from 'vitest';
import { policyListQuerySchema, rangeEnd, rangeStart } from './policy';

describe('policyListQuerySchema', () => {
  it('defaults to page 1 of size 10 and coerces query-string numbers', () => {
    expect(policyListQuerySchema.parse({})).toEqual({ current: 1, pageSize: 10 });
    expect(policyListQuerySchema.parse({ current: '3', pageSize: '20', number: '105' })).toEqual({ current: 3, pageSize: 20, number: 105 });
  });

  it('takes a created-time range as two repeated values, start not after end', () => {
    expect(policyListQuerySchema.safeParse({ createdTime: ['2026-01-01', '2026-01-01'] }).success).toBe(true);
    expect(policyListQuerySchema.safeParse({ createdTime: ['2026-01-02', '2026-01-01'] }).success).toBe(false);
    expect(policyListQuerySchema.safeParse({ createdTime: '2026-01-01' }).success).toBe(false);
    expect(policyListQuerySchema.safeParse({ createdTime: ['2026-01-01', 'soon'] }).success).toBe(false);
  });

  it('keys its messages for translation', () => {
    const result = policyListQuerySchema.safeParse({ pageSize: '500', sortField: 'version' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sortField', 'validation.option'],
      ['pageSize', 'validation.pageSizeRange'],
    ]);
  });
});

describe('created-time bounds', () => {
  it('reads a plain day as the whole UTC day and a date-time as given', () => {
    expect(rangeStart('2026-01-05').toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(rangeEnd('2026-01-05').toISOString()).toBe('2026-01-05T23:59:59.999Z');
    expect(rangeStart('2026-01-05T00:00:00+08:00').toISOString()).toBe('2026-01-04T16:00:00.000Z');
  });
});
