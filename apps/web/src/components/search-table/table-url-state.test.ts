import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filtersOf, parseTableQuery, serializeTableQuery } from './table-url-state';

const schema = z.object({
  name: z.string().trim().min(1).optional(),
  number: z.coerce.number().int().positive().optional(),
  status: z.enum(['online', 'offline']).optional(),
  createdTime: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).length(2).optional(),
  sortField: z.enum(['name', 'count']).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

describe('list state in the URL', () => {
  it('round-trips filters, a date range, page, size and sort', () => {
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
    const params = serializeTableQuery({ name: '', status: undefined, createdTime: [], current: 1, pageSize: 10 }, schema);
    expect(params.toString()).toBe('');
    expect(parseTableQuery(params, schema)).toEqual({ current: 1, pageSize: 10 });
  });

  it('drops only the values a shared link gets wrong', () => {
    const params = new URLSearchParams('status=archived&number=abc&name=kept&current=-2&pageSize=1000&createdTime=2026-11-01');
    expect(parseTableQuery(params, schema)).toEqual({ name: 'kept', current: 1, pageSize: 10 });
  });

  it('ignores a sort field without an order', () => {
    expect(parseTableQuery(new URLSearchParams('sortField=name'), schema)).toEqual({ current: 1, pageSize: 10 });
  });

  it('separates the filters from paging and sorting', () => {
    expect(filtersOf({ name: 'a', status: '', current: 2, pageSize: 10, sortField: 'name', sortOrder: 'ascend' })).toEqual({ name: 'a' });
  });
});
