import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  aliasedEnumSchema,
  dateRangeSchema,
  dayRangeSchema,
  dayRangeToInstants,
  idParamsSchema,
  listQuerySchema,
  pickedDaySchema,
  pickedIdSchema,
  resolveSort,
  textSchema,
} from './list';
import { LIST_WINDOW } from './constants';

const issues = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ids', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
  ])('takes %s', (raw, id) => expect(idParamsSchema.parse({ id: raw })).toEqual({ id }));

  it.each(['0', '-1', '2147483648', '1.5', 'abc', ''])('refuses %j with validation.id', (raw) => {
    expect(issues(idParamsSchema.safeParse({ id: raw }))).toEqual([['id', 'validation.id']]);
  });
});

describe('what a form picks', () => {
  const picked = z.object({ assignee: pickedIdSchema('validation.assigneeRequired') });
  const day = z.object({ finishTime: pickedDaySchema('validation.finishTimeRequired') });

  it('asks for the pick when nothing was picked, and keeps the precise rule for a wrong value', () => {
    expect(issues(picked.safeParse({}))).toEqual([['assignee', 'validation.assigneeRequired']]);
    expect(issues(picked.safeParse({ assignee: null }))).toEqual([['assignee', 'validation.assigneeRequired']]);
    expect(issues(picked.safeParse({ assignee: 0 }))).toEqual([['assignee', 'validation.id']]);
    expect(issues(picked.safeParse({ assignee: 'x' }))).toEqual([['assignee', 'validation.id']]);
    expect(picked.parse({ assignee: 7 })).toEqual({ assignee: 7 });
    expect(issues(day.safeParse({}))).toEqual([['finishTime', 'validation.finishTimeRequired']]);
    expect(issues(day.safeParse({ finishTime: '2026-13-01' }))).toEqual([['finishTime', 'validation.date']]);
    expect(day.parse({ finishTime: '2026-12-01' })).toEqual({ finishTime: '2026-12-01' });
  });
});

describe('options with aliases', () => {
  const size = aliasedEnumSchema(['small', 'large'], { small: ['小', 'Small'], large: ['大'] }, 'validation.option');

  it('reads a code or an alias as the code', () => {
    expect(['small', '小', 'Small', 'large', '大'].map((value) => size.parse(value))).toEqual([
      'small',
      'small',
      'small',
      'large',
      'large',
    ]);
  });

  it('refuses anything else with its message, an alias in another case included', () => {
    for (const value of ['medium', 'small ', 'SMALL', '', 1, null, undefined])
      expect(issues(size.safeParse(value))).toEqual([['', 'validation.option']]);
  });

  it('answers codes only', () => {
    expect(size.encode('large')).toBe('large');
    expect(() => size.encode('大' as never)).toThrow();
  });
});

describe('text', () => {
  const name = textSchema({ max: 5, required: true });

  it('trims, then bounds the length', () => {
    expect(name.parse('  abc  ')).toBe('abc');
    expect(issues(name.safeParse('abcdef'))).toEqual([['', 'validation.tooLong']]);
    expect(issues(name.safeParse('   '))).toEqual([['', 'validation.required']]);
  });

  it('refuses NUL, which PostgreSQL text cannot hold, and half a surrogate pair, which its JSON refuses', () => {
    expect(issues(name.safeParse('a\u0000b'))).toEqual([['', 'validation.nul']]);
    expect(issues(name.safeParse('a\ud800b'))).toEqual([['', 'validation.nul']]);
    expect(issues(name.safeParse('\udc00'))).toEqual([['', 'validation.nul']]);
    expect(name.parse('a😀')).toBe('a😀');
  });

  it('keeps spaces when asked and names its own required message', () => {
    const password = textSchema({ max: 10, required: 'validation.passwordRequired', trim: false });
    expect(password.parse(' a ')).toBe(' a ');
    expect(issues(password.safeParse(''))).toEqual([['', 'validation.passwordRequired']]);
  });
});

describe('date ranges', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes two instants with offsets, the start not after the end', () => {
    expect(dateRangeSchema.safeParse(['2026-11-01T00:00:00.000+08:00', '2026-11-01T23:59:59.999+08:00']).success).toBe(
      true,
    );
    expect(dateRangeSchema.safeParse(['2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z']).success).toBe(false);
  });

  it.each([
    ['a plain day', ['2026-11-01', '2026-11-02']],
    ['an instant without offset', ['2026-11-01T00:00:00', '2026-11-02T00:00:00']],
    ['year 0', ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z']],
    ['a year past 9999', ['9999-12-31T00:00:00Z', '+10000-01-01T00:00:00Z']],
    ['an impossible month', ['2026-13-01T00:00:00Z', '2026-13-02T00:00:00Z']],
    ['one bound', ['2026-11-01T00:00:00Z']],
  ])('refuses %s', (_label, range) => {
    expect(dateRangeSchema.safeParse(range).success).toBe(false);
  });

  it('turns picked days into the first and last instant of those days where the user is', () => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    expect(dayRangeToInstants(['2026-11-01', '2026-11-02'])).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-02T15:59:59.999Z',
    ]);
    vi.stubEnv('TZ', 'America/New_York');
    expect(dayRangeToInstants(['2026-11-01', '2026-11-01'])).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T04:59:59.999Z',
    ]);
  });

  it('keeps days in a screen, the start not after the end', () => {
    expect(dayRangeSchema.safeParse(['2026-11-01', '2026-11-01']).success).toBe(true);
    expect(dayRangeSchema.safeParse(['2026-11-02', '2026-11-01']).success).toBe(false);
    expect(dayRangeSchema.safeParse(['0000-11-02', '2026-11-01']).success).toBe(false);
  });
});

describe('list queries', () => {
  const schema = listQuerySchema({ name: textSchema({ max: 10 }).optional() }, ['name', 'count'] as const);

  it('defaults to page 1 of size 10 and coerces query-string numbers', () => {
    expect(schema.parse({})).toEqual({ current: 1, pageSize: 10 });
    expect(schema.parse({ current: '3', pageSize: '20' })).toEqual({ current: 3, pageSize: 20 });
  });

  it('refuses pages out of bounds and sort fields off the whitelist, with message keys', () => {
    expect(issues(schema.safeParse({ pageSize: '101', current: '2147483648', sortField: 'version' }))).toEqual([
      ['sortField', 'validation.option'],
      ['current', 'validation.pageMin'],
      ['pageSize', 'validation.pageSizeRange'],
    ]);
  });

  it('refuses a page that starts past the window, whatever its size', () => {
    expect(schema.safeParse({ current: String(LIST_WINDOW / 100), pageSize: '100' }).success).toBe(true);
    expect(issues(schema.safeParse({ current: String(LIST_WINDOW / 100 + 1), pageSize: '100' }))).toEqual([
      ['current', 'validation.pageTooDeep'],
    ]);
    expect(issues(schema.safeParse({ current: String(LIST_WINDOW + 1) }))).toEqual([
      ['current', 'validation.pageTooDeep'],
    ]);
  });

  it('sorts by the default without a field, and ascending by a field without an order', () => {
    const fallback = { field: 'createdTime', order: 'descend' } as const;
    expect(resolveSort({}, fallback)).toEqual(fallback);
    expect(resolveSort({ sortOrder: 'ascend' }, fallback)).toEqual(fallback);
    expect(resolveSort({ sortField: 'name' }, fallback)).toEqual({ field: 'name', order: 'ascend' });
    expect(resolveSort({ sortField: 'name', sortOrder: 'descend' }, fallback)).toEqual({
      field: 'name',
      order: 'descend',
    });
  });
});
