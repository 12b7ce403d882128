import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dateRangeSchema, LIST_WINDOW, listQuerySchema } from '@console/shared';
import { filtersOf, parseTableQuery, requestParams, serializeTableQuery } from './list-query';

const schema = listQuerySchema(
  {
    name: z.string().trim().min(1).optional(),
    number: z.coerce.number().int().positive().optional(),
    status: z.enum(['online', 'offline']).optional(),
    createdTime: dateRangeSchema.optional(),
  },
  ['name', 'count'],
);

describe('list state in the URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('round-trips filters, a range of days, page, size and sort', () => {
    const query = {
      name: 'ALPHA',
      number: 42,
      status: 'online',
      createdTime: ['2026-11-01', '2026-11-20'],
      sortField: 'count',
      sortOrder: 'descend',
      current: 3,
      pageSize: 20,
    };
    const params = serializeTableQuery(query, schema);
    expect(params.toString()).toBe(
      'name=ALPHA&number=42&status=online&createdTime=2026-11-01&createdTime=2026-11-20&sortField=count&sortOrder=descend&current=3&pageSize=20',
    );
    expect(parseTableQuery(new URLSearchParams(params.toString()), schema)).toEqual(query);
  });

  it('leaves defaults and blanks out of the URL and restores them when reading it', () => {
    const params = serializeTableQuery(
      { name: '', status: undefined, createdTime: [], current: 1, pageSize: 10 },
      schema,
    );
    expect(params.toString()).toBe('');
    expect(parseTableQuery(params, schema)).toEqual({ current: 1, pageSize: 10 });
  });

  it('drops only the values a shared link gets wrong', () => {
    const params = new URLSearchParams(
      'status=archived&number=abc&name=kept&current=-2&pageSize=1000&createdTime=2026-11-01',
    );
    expect(parseTableQuery(params, schema)).toEqual({ name: 'kept', current: 1, pageSize: 10 });
  });

  it("opens a link to a page past the window on the first page, and the window's last page as it is", () => {
    const last = LIST_WINDOW / 20;
    expect(parseTableQuery(new URLSearchParams(`current=${last}&pageSize=20&name=a`), schema)).toEqual({
      name: 'a',
      current: last,
      pageSize: 20,
    });
    expect(parseTableQuery(new URLSearchParams(`current=${last + 1}&pageSize=20&name=a`), schema)).toEqual({
      name: 'a',
      current: 1,
      pageSize: 20,
    });
  });

  it('sorts ascending by a field given without an order, as the server does, and ignores an order without a field', () => {
    expect(parseTableQuery(new URLSearchParams('sortField=name'), schema)).toEqual({
      current: 1,
      pageSize: 10,
      sortField: 'name',
      sortOrder: 'ascend',
    });
    expect(parseTableQuery(new URLSearchParams('sortOrder=descend'), schema)).toEqual({ current: 1, pageSize: 10 });
  });

  it('separates the filters from paging and sorting', () => {
    expect(
      filtersOf({ name: 'a', status: '', current: 2, pageSize: 10, sortField: 'name', sortOrder: 'ascend' }),
    ).toEqual({ name: 'a' });
  });

  it("asks for a range of days as the first and last instant of the user's own days", () => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    const params = requestParams({ createdTime: ['2026-11-01', '2026-11-02'], status: 'online', current: 1 }, schema);
    expect(params.getAll('createdTime')).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-02T15:59:59.999Z']);
    expect(
      schema.safeParse(Object.fromEntries([...params.entries()].filter(([key]) => key !== 'createdTime'))).success,
    ).toBe(true);
    expect(dateRangeSchema.safeParse(params.getAll('createdTime')).success).toBe(true);
  });
});
