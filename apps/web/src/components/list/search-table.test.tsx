import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import '@/lib/i18n/i18n';
import { SearchTable, type SearchTableColumn } from './search-table';
import type { TableUrlState } from './use-table-url-state';
import { stubResizeObserver } from '@/test/resize-observer';

interface Row {
  id: number;
  name: string;
}

const state: TableUrlState = {
  query: { current: 1, pageSize: 10 },
  filters: {},
  search: vi.fn(),
  reset: vi.fn(),
  paginate: vi.fn(),
  sort: vi.fn(),
  highlight: undefined,
};

const ROWS: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

/** The browser's sizes, which jsdom does not compute. */
const size = { scrollWidth: 600, clientWidth: 600, scrollLeft: 0 };
let resizes: ReturnType<typeof stubResizeObserver>;
let layoutReads: MockInstance[] = [];

const COLUMNS: SearchTableColumn<Row>[] = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

function table(rows: Row[] | undefined) {
  return (
    <SearchTable
      id="test"
      label="Test table"
      state={state}
      filters={[]}
      columns={COLUMNS}
      rowKey="id"
      rows={rows}
      total={rows?.length ?? 0}
      loading={!rows}
      onRefresh={vi.fn()}
    />
  );
}

const scroller = () => document.querySelector<HTMLElement>('.arco-table-content-inner')!;
const edges = () => scroller().closest<HTMLElement>('[data-hidden-edges]')?.dataset.hiddenEdges;

describe('SearchTable', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(size, { scrollWidth: 600, clientWidth: 600, scrollLeft: 0 });
    resizes = stubResizeObserver();
    layoutReads = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => size.scrollWidth),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => size.clientWidth),
      vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => size.scrollLeft),
      vi
        .spyOn(Element.prototype, 'getBoundingClientRect')
        .mockImplementation(() => DOMRect.fromRect({ width: 800, height: 40 })),
    ];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads no layout while it renders, with or without rows', () => {
    // A size read in the middle of a render makes the browser lay the page out before its time:
    // Arco's `scroll.x` did so at every change of rows (docs/decisions/033-table-sideways-scroll.md).
    const { rerender } = render(table(undefined));
    act(() => rerender(table(ROWS)));
    expect(screen.getByText('Row 10')).toBeTruthy();
    for (const read of layoutReads) expect(read).not.toHaveBeenCalled();
  });

  it('makes a table wider than its card a named region and marks the edges that hide columns', () => {
    render(table(ROWS));
    const report = () => act(() => resizes.report());

    report();
    expect(screen.queryByRole('region', { name: 'Test table' })).toBeNull();
    expect(edges()).toBeUndefined();

    size.scrollWidth = 900;
    report();
    expect(screen.getByRole('region', { name: 'Test table' }).tabIndex).toBe(0);
    expect(edges()).toBe('right');

    size.scrollLeft = 120;
    act(() => scroller().dispatchEvent(new Event('scroll')));
    expect(edges()).toBe('both');

    size.scrollLeft = 300;
    act(() => scroller().dispatchEvent(new Event('scroll')));
    expect(edges()).toBe('left');

    size.scrollWidth = 600;
    size.scrollLeft = 0;
    report();
    expect(screen.queryByRole('region', { name: 'Test table' })).toBeNull();
    expect(edges()).toBeUndefined();
  });
});
