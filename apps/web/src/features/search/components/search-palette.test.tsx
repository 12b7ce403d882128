import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { menuLayoutKeys } from '@/lib/session/menu-layout';
import { useFakeServer } from '@/test/fake-server';
import type { SearchHit, SearchPick } from '../api/search';
import { fakeProfile } from '@/test/fake-profile';
import { SEARCH_SHORTCUT, SearchHost, openSearch } from './search-launcher';
import { PHONE_QUERY } from './search-palette';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'ok', data }), { status: 200 });

const TIME = '2026-11-28T08:00:00.000Z';
const hit = (type: SearchHit['type'], id: number, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  type,
  id,
  title,
  detail: '',
  updatedTime: TIME,
  ...extra,
});

/** A search request the test answers when it likes, with what it was sent. */
interface Asked {
  q: string;
  signal: AbortSignal | undefined;
  answer: (hits: SearchHit[], skipped?: string[]) => void;
  fail: () => void;
}

/** The server: the profile and menu layout are cached; searches wait for the test; picks are kept. */
function serve({ picks = [] as SearchPick[] } = {}) {
  const asked: Asked[] = [];
  const posted: unknown[] = [];
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/api/search/picks')) {
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return Promise.resolve(envelope(picks));
    }
    if (url.pathname.endsWith('/api/search')) {
      return new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        asked.push({
          q: url.searchParams.get('q') ?? '',
          signal: init?.signal ?? undefined,
          answer: (hits, skipped = []) => resolve(envelope({ hits, skipped })),
          fail: () => resolve(new Response(JSON.stringify({ code: 50000, msg: 'Down', data: null }), { status: 500 })),
        });
      });
    }
    return Promise.reject(new Error(`unexpected ${url.pathname}`));
  });
  return { asked, posted };
}

/** Where the router is. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderShell() {
  const openMessage = vi.fn();
  queryClient.setQueryData(userInfoKeys.all, fakeProfile('admin'));
  queryClient.setQueryData(menuLayoutKeys.all, { entries: [] });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button" onClick={(event) => openSearch(event.currentTarget)}>
              {`Search ${SEARCH_SHORTCUT.label}`}
            </button>
            <SearchHost openMessage={openMessage} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/start'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { openMessage, router };
}

async function openWithShortcut() {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = (input: HTMLElement, key: string, init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(input, { key, ...init });
const active = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const groupOf = (option: HTMLElement | null) => option?.closest('[role="group"]');
const groupNamed = (name: string | RegExp) => screen.getByRole('group', { name });
/** The option whose text holds `text` (a marked match splits the text that the name is computed from). */
const findOption = (text: string) =>
  waitFor(() => {
    const option = screen.getAllByRole('option').find((element) => element.textContent?.includes(text));
    if (!option) throw new Error(`No option with ${text}`);
    return option;
  });
const queryOption = (text: string) =>
  screen.queryAllByRole('option').find((element) => element.textContent?.includes(text)) ?? null;

describe('search palette', () => {
  useFakeServer(fetchMock, 'admin-session');
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('en-US'));

  it('opens from a button and from Ctrl+K, as a combobox over a listbox', async () => {
    serve();
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    const input = await screen.findByRole('combobox', { name: 'Search screens, records and actions' });
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    press(input, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });

  it('moves with the arrows (wrapping), jumps between groups with Tab, closes with Esc and gives the focus back', async () => {
    const { asked } = serve();
    renderShell();
    const button = screen.getByRole('button', { name: /Search/ });
    button.focus();
    const input = await openWithShortcut();
    type(input, 'set');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]?.answer([hit('policy', 7, 'Settlement set', { code: 'P-7' })]));
    await screen.findByRole('group', { name: 'Records Policy sets' });

    expect(screen.getAllByRole('group')).toHaveLength(3);
    const [screens, records, actions] = screen.getAllByRole('group');
    expect(within(screens!).getByText('Screens')).toBeTruthy();
    expect(within(actions!).getByText('Actions')).toBeTruthy();

    expect(groupOf(active(input))).toBe(screens);
    expect(active(input)?.getAttribute('aria-selected')).toBe('true');
    press(input, 'Tab');
    expect(groupOf(active(input))).toBe(records);
    press(input, 'Tab');
    expect(groupOf(active(input))).toBe(actions);
    expect(active(input)).toBe(within(actions!).getAllByRole('option')[0]);
    press(input, 'Tab');
    expect(groupOf(active(input))).toBe(screens);
    press(input, 'Tab', { shiftKey: true });
    expect(groupOf(active(input))).toBe(actions);

    const options = screen.getAllByRole('option');
    press(input, 'Tab');
    expect(active(input)).toBe(options[0]);
    press(input, 'ArrowUp');
    expect(active(input)).toBe(options[options.length - 1]);
    press(input, 'ArrowDown');
    expect(active(input)).toBe(options[0]);
    press(input, 'ArrowDown');
    expect(active(input)).toBe(options[1]);

    press(input, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('finds a screen by its title in the other language, and shows it in the current one', async () => {
    serve();
    await act(() => i18n.changeLanguage('zh-CN'));
    renderShell();
    const input = await openWithShortcut();
    type(input, 'workplace');
    const option = await findOption('工作台');
    expect(option.querySelector('[lang]')?.textContent).toBe('Workplace');
    expect(option.querySelector('[lang]')?.getAttribute('lang')).toBe('en-US');
    expect(option.querySelector('mark')?.textContent).toBe('Workplace');

    type(input, '工作');
    await act(() => i18n.changeLanguage('en-US'));
    expect(await findOption('Workplace')).toBeTruthy();
  });

  it('marks what matched, whatever its case', async () => {
    serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'WORK');
    const option = await findOption('Workplace');
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Work']);
  });

  it('asks for records once typing pauses, and cancels a request a newer query superseded', async () => {
    const { asked } = serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'a');
    type(input, 'al');
    type(input, 'alp');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.q).toBe('alp');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(1);

    type(input, 'alph');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.q).toBe('alph');
    expect(asked[0]?.signal?.aborted).toBe(true);
    expect(asked[1]?.signal?.aborted).toBe(false);
  });

  it('keeps the previous records on screen while the next ones load', async () => {
    const { asked } = serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'alp');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]?.answer([hit('policy', 7, 'Alpha policy', { code: 'P-7' })]));
    expect(await findOption('Alpha policy')).toBeTruthy();
    const body = screen.getByRole('listbox').parentElement!;
    expect(body.getAttribute('aria-busy')).toBe('false');

    type(input, 'alpha');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(queryOption('Alpha policy')).toBeTruthy();
    expect(body.getAttribute('aria-busy')).toBe('true');

    await act(async () => asked[1]?.answer([hit('task', 3, 'Alpha task', { code: 'T-3' })], ['account']));
    expect(await findOption('Alpha task')).toBeTruthy();
    expect(queryOption('Alpha policy')).toBeNull();
    expect(screen.getByText('Users took too long to search and are left out.')).toBeTruthy();
  });

  it('says when nothing matched', async () => {
    const { asked } = serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'zzqx');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]?.answer([]));
    expect(await screen.findByText('No results for “zzqx”')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the records could not be had, and asks again on Retry, which Tab reaches past the last group', async () => {
    const { asked } = serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'work');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]?.fail());
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Records could not be searched.')).toBeTruthy();
    // The screens still show.
    expect(await findOption('Workplace')).toBeTruthy();

    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    fireEvent.click(retry);
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => asked[1]?.answer([hit('project', 5, 'Workflow revamp')]));
    expect(await findOption('Workflow revamp')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('opens a record on its screen, and a message in the message box', async () => {
    const { asked, posted } = serve();
    const { openMessage, router } = renderShell();
    let input = await openWithShortcut();
    type(input, 'zq');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () =>
      asked[0]?.answer([
        hit('policy', 7, 'zq policy', { code: 'P-7' }),
        hit('message', 12, 'zq message', { detail: 'Hello', group: 'notice' }),
      ]),
    );
    fireEvent.click(await findOption('zq message'));
    expect(openMessage).toHaveBeenCalledWith(12, 'notice');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      kind: 'record',
      type: 'message',
      key: '12',
      title: 'zq message',
      detail: 'Hello',
      group: 'notice',
    });

    input = await openWithShortcut();
    type(input, 'zq');
    fireEvent.click(await findOption('zq policy'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/list/search-table?number=P-7&highlight=7',
    );
  });

  it('shows the recent picks on an empty input, in the current language, and remembers a new pick', async () => {
    const pick = (fields: Partial<SearchPick>): SearchPick => ({
      kind: 'screen',
      key: '',
      title: '',
      detail: '',
      pickedTime: TIME,
      ...fields,
    });
    const { posted } = serve({
      picks: [
        pick({ kind: 'screen', key: 'Workplace' }),
        pick({ kind: 'record', type: 'task', key: '3', title: 'Alpha task', detail: 'Li', code: 'T-3' }),
        pick({ kind: 'action', key: 'settings' }),
        // A screen this session no longer opens is left out.
        pick({ kind: 'screen', key: 'NoSuchScreen' }),
      ],
    });
    await act(() => i18n.changeLanguage('zh-CN'));
    const { router } = renderShell();
    const input = await openWithShortcut();
    const recent = await waitFor(() => groupNamed('最近'));
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('工作台'),
      expect.stringContaining('Alpha task'),
      expect.stringContaining('打开页面配置'),
    ]);

    press(input, 'Enter');
    expect(router.state.location.pathname).toBe('/dashboard/workplace');
    await waitFor(() => expect(posted).toEqual([{ kind: 'screen', key: 'Workplace' }]));
  });

  it('runs the navbar’s actions the account may take', async () => {
    serve();
    renderShell();
    const input = await openWithShortcut();
    type(input, 'password');
    fireEvent.click(await findOption('Change your password'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/user/setting?tab=security'),
    );
  });

  it('fills a phone’s screen', async () => {
    serve();
    const matchMedia = window.matchMedia;
    window.matchMedia = (query) =>
      ({
        matches: query === PHONE_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      renderShell();
      await openWithShortcut();
      const dialog = screen.getByRole('dialog');
      expect(dialog.getAttribute('data-layout')).toBe('sheet');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is a centred dialog elsewhere', async () => {
    serve();
    renderShell();
    await openWithShortcut();
    expect(screen.getByRole('dialog').getAttribute('data-layout')).toBe('dialog');
  });
});
