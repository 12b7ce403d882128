import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { userInfoKeys } from '@/lib/session/current-user';
import { i18n } from '@/lib/i18n/i18n';
import type { ListResource } from '@/lib/list/list-resource';
import { fakeProfile } from '@/test/fake-profile';
import { stubResizeObserver } from '@/test/resize-observer';
import type { ListFilter } from './list-filters';
import { ListPanel, type ListReadResource, type ListScreenTexts } from './list-screen';
import type { SearchTableColumn } from './search-table';

interface Row {
  id: number;
  version: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, version: 1, name: 'First' },
  { id: 2, version: 1, name: 'Second' },
];
const COLUMNS: SearchTableColumn<Row>[] = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

const schema = z.object({
  name: z.string().optional(),
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(10),
});

const reads: ListReadResource<Row> = {
  querySchema: schema,
  pageQuery: (query) =>
    queryOptions({
      queryKey: ['rows', 'list', query, 'en-US'] as ReturnType<ListResource['keys']['list']>,
      queryFn: () => Promise.resolve({ list: ROWS, total: ROWS.length }),
    }),
  download: vi.fn(() => Promise.resolve()),
};

/** The writes are never called here: the panel only asks for them. */
const writable = {
  ...reads,
  useCreate: () => ({}),
  useUpdate: () => ({}),
  useRemove: () => ({ mutate: vi.fn() }),
  useRemoveMany: () => ({ mutate: vi.fn(), isPending: false }),
} as unknown as ListResource<Row, Partial<Row>, Partial<Row> & { version: number }>;

const texts: ListScreenTexts<Row> = {
  createTitle: 'New row',
  editTitle: (row) => `Edit ${row.name}`,
  created: () => 'Created',
  saved: () => 'Saved',
  deleted: () => 'Deleted',
  confirmDelete: (row) => `Delete ${row.name}?`,
  confirmBatchDelete: () => 'Delete them?',
  selectRow: (row) => `Select ${row.name}`,
};

/** As an admin, who holds every write permission. */
function renderPanel(panel: ReactNode, url = '/list') {
  const client = new QueryClient();
  client.setQueryData(userInfoKeys.all, fakeProfile('admin'));
  const router = createMemoryRouter([{ path: '/list', element: panel }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** jsdom lays nothing out and has no `scrollIntoView`: a spy stands for it during one test. */
function stubScrollIntoView() {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  onTestFinished(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}

const writeControls = () => ({
  create: screen.queryByRole('button', { name: /create/i }),
  edit: screen.queryAllByRole('button', { name: /edit/i }),
  delete: screen.queryAllByRole('button', { name: /delete/i }),
  checkboxes: screen.queryAllByRole('checkbox'),
});

describe('ListPanel', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  beforeEach(() => {
    localStorage.clear();
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a read-only list with no create, edit, delete or selection controls', async () => {
    renderPanel(<ListPanel id="rows" label="Rows" resource={reads} columns={COLUMNS} filters={[]} />);
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(writeControls()).toEqual({ create: null, edit: [], delete: [], checkboxes: [] });
    expect(screen.queryByRole('columnheader', { name: /operations/i })).toBeNull();
    expect(screen.getByRole('button', { name: /download/i })).toBeTruthy();
  });

  it('gives a read-only list a "view" action alone when it opens records', async () => {
    const onView = vi.fn();
    renderPanel(<ListPanel id="rows" label="Rows" resource={reads} columns={COLUMNS} filters={[]} onView={onView} />);
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
    expect(writeControls()).toEqual({ create: null, edit: [], delete: [], checkboxes: [] });
  });

  it('shows the write controls of a written list to a writer', async () => {
    renderPanel(
      <ListPanel
        id="rows"
        label="Rows"
        resource={writable}
        columns={COLUMNS}
        filters={[]}
        writes={{ permission: 'policy.write', form: { schema, fields: null, defaults: {} }, texts }}
      />,
    );
    expect(await screen.findByText('Second')).toBeTruthy();
    const controls = writeControls();
    expect(controls.create).toBeTruthy();
    expect(controls.edit).toHaveLength(2);
    expect(controls.delete).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Select Second' })).toBeTruthy();
  });

  it('shows an edit its own fields when they differ from a create’s', async () => {
    renderPanel(
      <ListPanel
        id="rows"
        label="Rows"
        resource={writable}
        columns={COLUMNS}
        filters={[]}
        writes={{
          permission: 'policy.write',
          form: { schema, fields: <p>Create fields</p>, editFields: <p>Edit fields</p>, defaults: {} },
          texts,
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /create/i }));
    expect(await screen.findByText('Create fields')).toBeTruthy();
    expect(screen.queryByText('Edit fields')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText('Create fields')).toBeNull());

    await userEvent.click(screen.getAllByRole('button', { name: /edit/i })[1]!);
    expect(await screen.findByText('Edit fields')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Second' })).toBeTruthy();
    expect(screen.queryByText('Create fields')).toBeNull();
  });

  it('leaves out the delete of a row that is never deleted, and disables one that cannot be now, saying why', async () => {
    renderPanel(
      <ListPanel
        id="rows"
        label="Rows"
        resource={writable}
        columns={COLUMNS}
        filters={[]}
        writes={{
          permission: 'policy.write',
          form: { schema, fields: null, defaults: {} },
          texts,
          deletable: (row) => (row.name === 'First' ? false : 'Still in use'),
        }}
      />,
    );
    expect(await screen.findByText('Second')).toBeTruthy();
    const [remove, ...others] = screen.getAllByRole('button', { name: /delete/i });
    expect(others).toEqual([]);
    expect(remove?.hasAttribute('disabled')).toBe(true);
    await userEvent.hover(remove!.parentElement!);
    expect(await screen.findByText('Still in use')).toBeTruthy();
    // Neither row may go in a batch delete, so nothing on the page is selectable.
    for (const name of ['Select First', 'Select Second', 'Select all rows on this page']) {
      expect(screen.getByRole('checkbox', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('highlights and scrolls to the row a link points at, until the filters change', async () => {
    const scrolled = stubScrollIntoView();
    const filters: ListFilter[] = [{ field: 'name', label: 'Name', kind: 'text' }];
    renderPanel(
      <ListPanel id="rows" label="Rows" resource={reads} columns={COLUMNS} filters={filters} />,
      '/list?name=Sec&highlight=2',
    );
    const current = () => screen.queryAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');

    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Sec');
    await waitFor(() => expect(current().map((row) => row.textContent)).toEqual([expect.stringContaining('Second')]));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(current()[0]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ond');
    await userEvent.click(screen.getByRole('button', { name: /search/i }));
    // The new page (the same rows, from the fake) comes without the mark.
    await waitFor(() => expect(current()).toEqual([]));
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(current()).toEqual([]);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('marks nothing for a highlighted row the page does not hold', async () => {
    const scrolled = stubScrollIntoView();
    renderPanel(
      <ListPanel id="rows" label="Rows" resource={reads} columns={COLUMNS} filters={[]} />,
      '/list?highlight=99',
    );
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(document.querySelector('tr[aria-current]')).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('takes a writes group whole, and only with a writable resource (checked by the type checker)', () => {
    const form = { schema, fields: null, defaults: {} };
    const refused = [
      // @ts-expect-error -- a read-only resource cannot be written
      <ListPanel<Row, Partial<Row>>
        key="read-only"
        id="a"
        label="A"
        resource={reads}
        columns={COLUMNS}
        filters={[]}
        writes={{ permission: 'policy.write', form, texts }}
      />,
      <ListPanel
        key="half-writes"
        id="b"
        label="B"
        resource={writable}
        columns={COLUMNS}
        filters={[]}
        // @ts-expect-error -- writes without their words
        writes={{ permission: 'policy.write', form }}
      />,
    ];
    expect(refused).toHaveLength(2);
  });
});
