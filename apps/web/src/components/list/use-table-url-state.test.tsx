import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTableUrlState } from './use-table-url-state';

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
});
