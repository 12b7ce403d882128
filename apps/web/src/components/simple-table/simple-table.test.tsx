import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SimpleTable, type SimpleColumn } from './simple-table';

interface Item {
  id: number;
  name: string;
  score: number;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Beta', score: 20 },
  { id: 2, name: 'Alpha with a very long name', score: 5 },
  { id: 3, name: 'Gamma', score: 12 },
];

const COLUMNS: SimpleColumn<Item>[] = [
  { key: 'name', title: 'Name', ellipsis: (item) => item.name, render: (item) => item.name },
  { key: 'score', title: 'Score', sorter: (a, b) => a.score - b.score, render: (item) => item.score },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SimpleTable', () => {
  afterEach(cleanup);

  it('shows the rows in the given order, with headers and the whole text of a shortened cell', () => {
    render(<SimpleTable columns={COLUMNS} rows={ITEMS} rowKey={(item) => item.id} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Score']);
    expect(names()).toEqual(['Beta', 'Alpha with a very long name', 'Gamma']);
    expect(screen.getByRole('cell', { name: 'Alpha with a very long name' }).getAttribute('title')).toBe(
      'Alpha with a very long name',
    );
  });

  it('sorts a sortable column ascending, then descending, then back to the given order', async () => {
    const user = userEvent.setup();
    render(<SimpleTable columns={COLUMNS} rows={ITEMS} rowKey={(item) => item.id} />);
    const header = screen.getByRole('columnheader', { name: 'Score' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);

    await user.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Alpha with a very long name', 'Gamma', 'Beta']);

    await user.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Beta', 'Gamma', 'Alpha with a very long name']);

    await user.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Beta', 'Alpha with a very long name', 'Gamma']);
  });

  it('keeps a column without a fixed width readable beside fixed ones: the table then scrolls instead', () => {
    const fixed: SimpleColumn<Item>[] = [{ ...COLUMNS[1]!, width: 100 }, COLUMNS[0]!];
    const { rerender } = render(<SimpleTable columns={fixed} rows={ITEMS} rowKey={(item) => item.id} />);
    expect(screen.getByRole('table').style.minWidth).toBe('220px');
    // Without fixed columns they all share the width, wrapping as they must.
    rerender(<SimpleTable columns={COLUMNS} rows={ITEMS} rowKey={(item) => item.id} />);
    expect(screen.getByRole('table').style.minWidth).toBe('');
  });

  it('shows the empty state without rows, but not while loading', () => {
    const { container, rerender } = render(
      <SimpleTable columns={COLUMNS} rows={[]} rowKey={(item) => item.id} loading />,
    );
    expect(container.querySelector('.arco-empty')).toBeNull();
    rerender(<SimpleTable columns={COLUMNS} rows={[]} rowKey={(item) => item.id} />);
    expect(container.querySelector('.arco-empty')).not.toBeNull();
  });
});
