import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '@console/shared';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { menuLayoutKeys } from '@/lib/session/menu-layout';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import MenuPage from './menu-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });
const NEVER_SAVED = { entries: [], version: 1, updatedBy: null, updatedTime: null };
const CONFLICT =
  'Another administrator saved the menu after you opened it. Load their layout and make your changes again.';

/** The server: the layout as read (then `next` once re-read), and the answer to a save. */
function serverAnswers({ save = (body: unknown) => envelope(body), reads = [NEVER_SAVED] as unknown[] } = {}) {
  let read = 0;
  fetchMock.mockImplementation((url, init) => {
    if (init?.method === 'PUT') return Promise.resolve(save(JSON.parse(String(init.body))));
    return Promise.resolve(envelope(reads[Math.min(read++, reads.length - 1)]));
  });
}

const saves = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

function renderPage() {
  const route = getRoute('AdminMenu')!;
  const router = createMemoryRouter([{ path: route.path, handle: { route }, element: <MenuPage /> }], {
    initialEntries: [route.path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The entries of a group, as the list shows them. */
const entriesOf = (group: string) =>
  within(screen.getByText(group, { selector: 'span' }).closest('li')!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);

describe('the menu manager', () => {
  beforeAll(async () => {
    changeLocale('en-US');
    await loadDictionaries(screens.AdminMenu?.texts ?? {});
  });
  useFakeServer(fetchMock, 'admin-session');

  it('says that hiding never changes access, and lists every group and entry in order', async () => {
    serverAnswers();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    expect(screen.getByText('Hiding never changes who may open a page')).toBeTruthy();
    expect(await screen.findByText('Never changed: the menu is the default one.')).toBeTruthy();
    expect(entriesOf('List')).toEqual(['Search Table', 'Card List']);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reset to default' })).toHaveProperty('disabled', true);
  });

  it('moves by keyboard keeping the focus, hides, renames, and saves the whole layout', async () => {
    serverAnswers({
      save: (body) =>
        envelope({ ...(body as object), version: 2, updatedBy: 'admin', updatedTime: '2026-11-28T10:00:00.000Z' }),
    });
    renderPage();
    const up = await screen.findByRole('button', { name: 'Move “Card List” up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(entriesOf('List')).toEqual(['Card List', 'Search Table']);
    // At the top its "up" is disabled: the focus went to its "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Card List” down' }));
    expect(screen.getByText('“Card List” is now 1 of 2.')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Show “Spreadsheet” in the menu' }));
    expect(screen.getByRole('switch', { name: 'Show “Spreadsheet” in the menu' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const english = screen.getByRole('textbox', { name: 'Name of “Workplace” in English' });
    expect(english.getAttribute('placeholder')).toBe('Workplace');
    expect(screen.getByRole('textbox', { name: 'Name of “Workplace” in Chinese' }).getAttribute('placeholder')).toBe(
      '工作台',
    );
    await userEvent.click(english);
    await userEvent.paste('My desk');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [saved] = saves() as [{ version: number; entries: { name: string }[] }];
    expect(saved.version).toBe(1);
    expect(saved.entries).toEqual(
      expect.arrayContaining([
        { name: 'Card', position: 0, hidden: false, titles: {} },
        { name: 'SearchTable', position: 1, hidden: false, titles: {} },
        { name: 'Excel', position: 0, hidden: true, titles: {} },
        { name: 'Workplace', position: 0, hidden: false, titles: { 'en-US': 'My desk' } },
      ]),
    );
    // Every menu entry, groups and links included.
    expect(saved.entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['dashboard', 'faq', 'AdminMenu']));
    expect(await screen.findByText(/Last saved by admin/)).toBeTruthy();
    // This session's menu draws by it at once.
    expect(queryClient.getQueryData(menuLayoutKeys.all)).toEqual({ entries: saved.entries });
  }, 15_000);

  it('shows the server’s message when another save came first, and loads the latest layout', async () => {
    const theirs = {
      entries: [{ name: 'faq', hidden: true }],
      version: 2,
      updatedBy: 'other',
      updatedTime: '2026-11-28T10:00:00.000Z',
    };
    serverAnswers({
      save: () => envelope({ current: theirs }, 409, 40900, CONFLICT),
      reads: [NEVER_SAVED, theirs],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Show “Search Table” in the menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load the latest menu' }));
    await waitFor(() => expect(screen.queryByText(CONFLICT)).toBeNull());
    expect(screen.getByRole('switch', { name: 'Show “FAQ” in the menu' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Show “Search Table” in the menu' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText(/Last saved by other/)).toBeTruthy();
  });

  it('resets to the default menu and discards changes without saving', async () => {
    serverAnswers({ reads: [{ ...NEVER_SAVED, entries: [{ name: 'Card', hidden: true }], version: 3 }] });
    renderPage();
    const card = await screen.findByRole('switch', { name: 'Show “Card List” in the menu' });
    expect(card.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(screen.getByRole('switch', { name: 'Show “Card List” in the menu' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('switch', { name: 'Show “Card List” in the menu' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(saves()).toEqual([]);
  });

  it('offers to try again when the layout cannot be read', async () => {
    serverAnswers();
    fetchMock.mockResolvedValueOnce(envelope(null, 500, 50001, 'Internal error'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Never changed: the menu is the default one.')).toBeTruthy();
  });
});
