import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { fetchSession, userInfoKeys } from '@/lib/session/current-user';
import { queryClient } from '@/lib/query-client';
import { userSettingsKeys } from '@/lib/session/user-settings';
import { signIn } from './login';

const USER = { id: 1, username: 'admin', role: 'admin' };
const SETTINGS = { theme: 'dark' };

/** The server's answers by path; a path missing from `answers` fails with a 500. */
function serve(answers: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = String(input).replace('/member-api', '');
    const known = path in answers;
    const body = known
      ? { code: 20000, msg: 'ok', data: answers[path] }
      : { code: 50000, msg: 'Server Error', data: null };
    return Promise.resolve(new Response(JSON.stringify(body), { status: known ? 200 : 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([input]) => String(input).replace('/member-api', ''));
}

beforeEach(() => {
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
});

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('signIn', () => {
  it('asks for the profile and the saved settings as soon as it holds the token, and the cache takes the answers over', async () => {
    const requests = serve({
      '/member/web/cacheLogin': 'token-1',
      '/member/info': USER,
      '/api/user/settings': SETTINGS,
      '/api/user/menu-layout': { entries: [] },
    });
    const session = await signIn({ username: 'admin', password: 'admin' });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(requests()).toEqual(['/member/web/cacheLogin', '/member/info', '/api/user/settings']);

    await expect(fetchSession(session)).resolves.toEqual(USER);
    expect(queryClient.getQueryData(userInfoKeys.all)).toEqual(USER);
    expect(queryClient.getQueryData(userSettingsKeys.all)).toEqual(SETTINGS);
    // The menu's layout is asked for meanwhile, once.
    expect(requests()).toEqual([
      '/member/web/cacheLogin',
      '/member/info',
      '/api/user/settings',
      '/api/user/menu-layout',
    ]);
    // The route guard's own call finds all three in the cache.
    await expect(fetchSession()).resolves.toEqual(USER);
    expect(requests()).toHaveLength(4);
  });

  it('starts from an empty cache: nothing of an earlier session stays', async () => {
    queryClient.setQueryData(userInfoKeys.all, { ...USER, username: 'earlier' });
    serve({ '/member/web/cacheLogin': 'token-2', '/member/info': USER, '/api/user/settings': SETTINGS });
    await expect(fetchSession(await signIn({ username: 'admin', password: 'admin' }))).resolves.toEqual(USER);
  });

  it('leaves the profile undefined when it cannot be had, and the failure is handled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    serve({ '/member/web/cacheLogin': 'token-3', '/api/user/settings': SETTINGS });
    const session = await signIn({ username: 'admin', password: 'admin' });
    // The failed answer comes before anyone awaits it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(fetchSession(session)).resolves.toBeUndefined();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('clears the token and asks for nothing more when the login is refused', async () => {
    localStorage.setItem('token', 'stale');
    const requests = serve({});
    await expect(signIn({ username: 'admin', password: 'wrong' })).rejects.toThrow('Server Error');
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests()).toEqual(['/member/web/cacheLogin']);
  });
});
