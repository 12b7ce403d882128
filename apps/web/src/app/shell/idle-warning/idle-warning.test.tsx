import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@arco-design/web-react';
import { getRoute } from '@console/shared';
import { changeLocale } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { sessionExtended } from '@/lib/session/idle-extension';
import { toast } from '@/lib/toast/toast';
import { FakeBroadcastChannel } from '@/test/fake-broadcast-channel';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { IdleWarning } from './idle-warning';

vi.mock('@/lib/toast/toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'idle-token';
const MINUTE = 60_000;
/** SESSION_IDLE_MINUTES=15: counted from a request, the session is sure to last 14 minutes. */
const USABLE = 14 * MINUTE;
const envelope = (data: unknown, status = 200, code = 20000) =>
  new Response(JSON.stringify({ code, msg: code === 20000 ? 'ok' : 'refused', data }), { status });

const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** Each test on a clock of its own, later than the last one's (the client keeps its latest request). */
let day = 0;

/** The policy list, signed in, with its query: where the login page is to bring the user back. */
function renderSignedIn() {
  const route = getRoute('SearchTable')!;
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        handle: { route },
        element: (
          <>
            <button type="button">Search</button>
            <IdleWarning />
          </>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [`${route.path}?name=spring`] },
  );
  queryClient.setQueryData(userInfoKeys.all, fakeProfile('user', { sessionIdleSeconds: 15 * 60 }));
  // The profile's request, which the signed-in page began with.
  sessionExtended(Date.now());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Moves the clock on, the dialog's code and React's work included. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

const dialog = () => screen.queryByRole('alertdialog');

/** Another tab of the console: what it hears. */
function otherTab() {
  const heard: unknown[] = [];
  const channel = new FakeBroadcastChannel('console-session');
  channel.addEventListener('message', ({ data }) => heard.push(data));
  return { heard, channel };
}

describe('the idle warning', () => {
  useFakeServer(fetchMock, TOKEN);

  beforeEach(async () => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z').getTime() + ++day * 24 * 60 * MINUTE });
    vi.spyOn(Modal, 'confirm');
    fetchMock.mockImplementation(() => Promise.resolve(envelope(null)));
    await changeLocale('en-US');
  });

  afterEach(async () => {
    await changeLocale('en-US');
    vi.useRealTimers();
    vi.mocked(toast).mockClear();
  });

  it('counts down the last minute in an alert dialog that focuses "Stay signed in"', async () => {
    renderSignedIn();
    screen.getByRole('button', { name: 'Search' }).focus();
    await wait(USABLE - 60_001);
    expect(dialog()).toBeNull();
    await wait(1);
    const shown = screen.getByRole('alertdialog', { name: 'Session about to end' });
    expect(shown.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(shown.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You will be signed out in 60 seconds for inactivity.',
    );
    await wait(50);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await wait(58_950);
    expect(shown.textContent).toContain('You will be signed out in 1 second for inactivity.');
  });

  it('stays signed in with one cheap request, closes and gives focus back; Escape does the same', async () => {
    renderSignedIn();
    const search = screen.getByRole('button', { name: 'Search' });
    search.focus();
    await wait(USABLE - 60_000);
    await wait(50);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await wait(0);
    expect(requests()).toEqual([`GET /member-api/api/user/settings`]);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(search);

    // Counted from that request: the next warning comes a whole idle time later.
    await wait(USABLE - 60_000);
    await wait(50);
    // Pressed where focus is: on "Stay signed in".
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await wait(0);
    expect(requests()).toHaveLength(2);
    expect(dialog()).toBeNull();
  });

  it('goes to the login page with the redirect at zero, ends the session, and tells the other tabs', async () => {
    const { heard, channel } = otherTab();
    const router = renderSignedIn();
    await wait(USABLE);
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('SearchTable');
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('spring');
    expect(localStorage.getItem('token')).toBeNull();
    expect(heard).toContainEqual({ type: 'expired' });
    expect(toast).toHaveBeenCalledWith('warning', 'Signed out after a period of inactivity');
    // Ended on the server too, with the token it had; never the re-login dialog.
    const [url, init] = fetchMock.mock.lastCall!;
    expect(String(url)).toBe('/member-api/api/user/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(Modal.confirm).not.toHaveBeenCalled();
    channel.close();
  });

  it('signs out from the dialog as the user menu does, in every tab', async () => {
    const { heard, channel } = otherTab();
    const router = renderSignedIn();
    await wait(USABLE - 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await wait(0);
    expect(heard).toContainEqual({ type: 'signed-out' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('SearchTable');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast).toHaveBeenCalledWith('success', 'You have logged out');
    expect(requests()).toEqual(['POST /member-api/api/user/logout']);
    channel.close();
  });

  it('follows the other tabs: their requests keep it signed in, their sign-out takes it to the login page', async () => {
    const { channel } = otherTab();
    const router = renderSignedIn();
    await wait(USABLE - 60_000);
    expect(dialog()).not.toBeNull();
    channel.postMessage({ type: 'extended', at: Date.now() });
    await wait(0);
    expect(dialog()).toBeNull();
    await wait(USABLE - 60_001);
    expect(router.state.location.pathname).not.toBe('/login');

    channel.postMessage({ type: 'signed-out' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('SearchTable');
    // That tab ended the session on the server and told its own user.
    expect(requests()).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
    channel.close();
  });

  it('extends the session on activity past half the idle time, not on every event', async () => {
    renderSignedIn();
    await wait(USABLE / 2 - 1);
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(requests()).toEqual([]);
    await wait(1);
    for (let i = 0; i < 20; i++) fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    await wait(0);
    expect(requests()).toEqual(['GET /member-api/api/user/settings']);
    // Counted from it: no warning where there would have been one.
    await wait(USABLE / 2);
    expect(dialog()).toBeNull();
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh-CN');
    renderSignedIn();
    await wait(USABLE - 60_000);
    const shown = screen.getByRole('alertdialog', { name: '会话即将结束' });
    expect(shown.textContent).toContain('由于长时间未操作，将在 60 秒后退出登录。');
    expect(screen.getByRole('button', { name: '保持登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    await wait(USABLE);
    expect(toast).toHaveBeenCalledWith('warning', '由于长时间未操作，已退出登录');
  });
});
