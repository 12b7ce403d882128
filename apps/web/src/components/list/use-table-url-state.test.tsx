import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountList } from '@console/shared/accounts/schemas';
import { policyList } from '@console/shared/policy/schemas';
import { taskList } from '@console/shared/project/schemas';
import { parseTableQuery } from '@/lib/list/list-query';
import { useTableUrlState, type TableUrlState } from './use-table-url-state';

const schema = z.object({
  name: z.string().optional(),
  sortField: z.enum(['name']).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(10),
});

function setup(initialEntry: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [initialEntry] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => {
      const location = useLocation();
      return { table: useTableUrlState(schema), search: location.search };
    },
    { wrapper },
  );
  return { ...hook, back: () => act(() => router?.navigate(-1)) };
}

describe('useTableUrlState', () => {
  it('keeps the filters and the sort when the page changes', () => {
    const { result } = setup('/list?name=ab&sortField=name&sortOrder=descend');
    act(() => result.current.table.paginate(3, 20));
    expect(result.current.search).toBe('?name=ab&sortField=name&sortOrder=descend&current=3&pageSize=20');
    expect(result.current.table.query).toEqual({
      name: 'ab',
      sortField: 'name',
      sortOrder: 'descend',
      current: 3,
      pageSize: 20,
    });
  });

  it('goes back to page 1 on a new search, keeping size and sort', () => {
    const { result } = setup('/list?current=4&pageSize=20&sortField=name&sortOrder=ascend');
    act(() => result.current.table.search({ name: 'zz' }));
    expect(result.current.table.query).toEqual({
      name: 'zz',
      sortField: 'name',
      sortOrder: 'ascend',
      current: 1,
      pageSize: 20,
    });
  });

  it('reset clears filters and sort but keeps the page size', () => {
    const { result } = setup('/list?name=ab&current=2&pageSize=50&sortField=name&sortOrder=ascend');
    act(() => result.current.table.reset());
    expect(result.current.search).toBe('?pageSize=50');
  });

  it('follows the browser history', async () => {
    const { result, back } = setup('/list?name=first');
    act(() => result.current.table.search({ name: 'second' }));
    expect(result.current.table.filters).toEqual({ name: 'second' });
    await back();
    expect(result.current.table.filters).toEqual({ name: 'first' });
  });

  it('reads the row a link points at, and leaves it out once the list is changed', () => {
    const changes: ((table: TableUrlState) => void)[] = [
      (table) => table.search({ name: 'ab' }),
      (table) => table.paginate(2, 10),
      (table) => table.sort('name', 'descend'),
      (table) => table.reset(),
    ];
    for (const change of changes) {
      const { result, unmount } = setup('/list?name=ab&highlight=7');
      expect(result.current.table.highlight?.id).toBe(7);
      expect(result.current.table.query).toEqual({ name: 'ab', current: 1, pageSize: 10 });
      act(() => change(result.current.table));
      expect(result.current.search).not.toContain('highlight');
      expect(result.current.table.highlight).toBeUndefined();
      unmount();
    }
  });

  it('takes no row from a highlight that is no id', () => {
    for (const value of ['', 'abc', '0', '-3', '1.5']) {
      const { result, unmount } = setup(`/list?highlight=${value}`);
      expect(result.current.table.highlight).toBeUndefined();
      unmount();
    }
  });

  it('reads the filters the global search links with: a policy’s and a task’s number, an account’s keyword', () => {
    const read = (search: string, schema: Parameters<typeof parseTableQuery>[1]) =>
      parseTableQuery(new URLSearchParams(search), schema);
    expect(read('number=112&highlight=9', policyList.query)).toMatchObject({ number: 112 });
    expect(read('number=T-2026-0001&highlight=3', taskList.query)).toMatchObject({ number: 'T-2026-0001' });
    expect(read('keyword=zhang&highlight=2', accountList.query)).toMatchObject({ keyword: 'zhang' });
  });
});
