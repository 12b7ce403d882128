import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from '@arco-design/web-react';
import { LIVE_EVENTS, type AccessChanged, type UserInfo } from '@console/shared';
import { queryClient } from '@/lib/query-client';
import { useUserInfo } from '@/lib/session/current-user';
import { DEFAULT_SETTINGS, useSettings } from '@/stores/settings';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { useLiveAccess } from './use-live-access';

/** The live channel, driven by the test: it delivers an event to the shell's listeners. */
const listeners = vi.hoisted(() => new Map<string, Set<(data: unknown) => void>>());
vi.mock('@/lib/live/live-channel', () => ({
  liveChannel: {
    on: (name: string, listener: (data: unknown) => void) => {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => void set.delete(listener);
    },
  },
}));
const hear = (name: string, data: unknown) => act(() => listeners.get(name)?.forEach((listener) => listener(data)));
const accessChanged = (change: AccessChanged) => hear(LIVE_EVENTS.access, change);

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'ok', data }), { status: 200 });

/** The server: the profile of a `user` session, the menu of its role. */
function serve(profile: UserInfo = fakeProfile('user')) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(envelope(String(url).endsWith('/api/user/menu') ? [] : profile)),
  );
}

const asked = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length;

/** The shell's hook, with the profile it refetches shown (as the menu and the guards read it). */
async function renderShell() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useLiveAccess();
      return useUserInfo().data;
    },
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current).toBeDefined());
  return hook;
}

/** Lets a refetch that was going to be asked for be asked. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useLiveAccess', () => {
  useFakeServer(fetchMock, 'user-session');
  afterEach(() => {
    listeners.clear();
    useSettings.setState(DEFAULT_SETTINGS);
  });

  it('refetches the profile when the account’s roles changed, and when it holds one of the roles changed', async () => {
    serve(fakeProfile('user', { roles: ['user', 'auditor'] }));
    await renderShell();
    expect(asked('/member/info')).toBe(1);

    accessChanged({});
    await waitFor(() => expect(asked('/member/info')).toBe(2));
    accessChanged({ roles: ['task-reader', 'user'] });
    await waitFor(() => expect(asked('/member/info')).toBe(3));
    // Held but not active: the role switch names it by its labels.
    accessChanged({ roles: ['auditor'] });
    await waitFor(() => expect(asked('/member/info')).toBe(4));
  });

  it('leaves the tab alone when its account holds none of the roles changed', async () => {
    serve(fakeProfile('user', { roles: ['user', 'auditor'] }));
    await renderShell();
    accessChanged({ roles: ['admin', 'task-reader'] });
    await settle();
    expect(asked('/member/info')).toBe(1);
    expect(asked('/api/user/menu')).toBe(0);
  });

  it('follows the refetched profile: the new permissions reach the screen', async () => {
    serve();
    const { result } = await renderShell();
    serve(fakeProfile({ role: 'user', permissions: ['workplace.read'] }));
    accessChanged({ roles: ['user'] });
    await waitFor(() => expect(result.current?.permissions).toEqual(['workplace.read']));
  });

  it('reloads the server’s menu too when the menu comes from the server', async () => {
    // The menu's loading notice is not what this test is about.
    for (const kind of ['info', 'success'] as const) vi.spyOn(Notification, kind).mockReturnValue({} as never);
    useSettings.setState({ menuFromServer: true });
    serve();
    await renderShell();
    accessChanged({});
    await waitFor(() => expect(asked('/api/user/menu')).toBe(1));
    expect(asked('/member/info')).toBe(2);
  });

  it('refetches after a resume that lost events, which may have lost a change of access', async () => {
    serve();
    await renderShell();
    await hear(LIVE_EVENTS.reset, null);
    await waitFor(() => expect(asked('/member/info')).toBe(2));
  });
});
