import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_WINDOW } from '@console/shared';
import '@/components/register-locales';
import { i18n } from '@/lib/i18n/i18n';
import { TablePagination } from './table-pagination';

const pager = (total: number, totalCapped?: boolean) =>
  render(<TablePagination current={1} pageSize={20} total={total} totalCapped={totalCapped} onChange={vi.fn()} />);

/** The number of the last page the pager offers. */
const lastPage = (container: HTMLElement) =>
  Math.max(...[...container.querySelectorAll('.arco-pagination-item')].map((item) => Number(item.textContent) || 0));

describe('TablePagination', () => {
  afterEach(cleanup);

  it('shows a small total as it is, with every page and no note', () => {
    i18n.changeLanguage('en-US');
    const { container } = pager(55);
    expect(screen.getByText('55 items in total')).toBeTruthy();
    expect(lastPage(container)).toBe(3);
    expect(screen.queryByText(/Pages reach/)).toBeNull();
  });

  it('shows a large exact total in full, offers the pages of the window, and says how to reach the rest', () => {
    i18n.changeLanguage('en-US');
    const { container } = pager(10_000_000);
    expect(screen.getByText('10,000,000 items in total')).toBeTruthy();
    expect(lastPage(container)).toBe(LIST_WINDOW / 20);
    expect(screen.getByText('Pages reach the first 1,000: filter or sort to see the rest')).toBeTruthy();
  });

  it('says "more than" a capped total, in both languages', () => {
    i18n.changeLanguage('zh-CN');
    const { container } = pager(LIST_WINDOW, true);
    expect(within(container).getByText('超过 1,000 条')).toBeTruthy();
    expect(within(container).getByText('可翻阅前 1,000 条，其余请筛选或换个排序查看')).toBeTruthy();
    cleanup();
    i18n.changeLanguage('en-US');
    pager(LIST_WINDOW, true);
    expect(screen.getByText('More than 1,000 items')).toBeTruthy();
  });
});
