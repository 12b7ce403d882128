import { describe, expect, it, vi } from 'vitest';
import { fetchSession, userInfoKeys } from '@/lib/session/current-user';
import { queryClient } from '@/lib/query-client';
import { userSettingsKeys } from '@/lib/session/user-settings';
import { useFakeServer } from '@/test/fake-server';
import { signIn, type SignInAnswer } from './login';
import { completeSecondStep } from './second-step';

const USER = { id: 1, username: 'admin', role: 'admin' };
const SETTINGS = { theme: 'dark' };
const SECOND_STEP = { ticket: 'ticket-1', methods: ['totp', 'recovery'], expiresIn: 300 };

/** The session a sign-in opened (a test fails on a second step). */
function sessionOf(answer: SignInAnswer) {
  if (!('session' in answer)) throw new Error('a second step instead of a session');
  return answer.session;
}

const fetchMock = vi.fn<typeof fetch>();

/** The server's answers by path; a path missing from `answers` fails with a 500. */
function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation((input) => {
    const path = String(input).replace('/member-api', '');
    const known = path in answers;
    const body = known
      ? { code: 20000, msg: 'ok', data: answers[path] }
      : { code: 50000, msg: 'Server Error', data: null };
    return Promise.resolve(new Response(JSON.stringify(body), { status: known ? 200 : 500 }));
  });
  return () => fetchMock.mock.calls.map(([input]) => String(input).replace('/member-api', ''));
}

describe('signIn', () => {
  useFakeServer(fetchMock);

  it('asks for the profile and the saved settings as soon as it holds the token, and the cache takes the answers over', async () => {
    const requests = serve({
      '/api/user/login': { token: 'token-1' },
      '/member/info': USER,
      '/api/user/settings': SETTINGS,
      '/api/user/menu-layout': { entries: [] },
    });
    const session = sessionOf(await signIn({ username: 'admin', password: 'admin' }));
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(requests()).toEqual(['/api/user/login', '/member/info', '/api/user/settings']);

    await expect(fetchSession(session)).resolves.toEqual(USER);
    expect(queryClient.getQueryData(userInfoKeys.all)).toEqual(USER);
    expect(queryClient.getQueryData(userSettingsKeys.all)).toEqual(SETTINGS);
    // The menu's layout is asked for meanwhile, once.
    expect(requests()).toEqual(['/api/user/login', '/member/info', '/api/user/settings', '/api/user/menu-layout']);
    // The route guard's own call finds all three in the cache.
    await expect(fetchSession()).resolves.toEqual(USER);
    expect(requests()).toHaveLength(4);
  });

  it('starts from an empty cache: nothing of an earlier session stays', async () => {
    queryClient.setQueryData(userInfoKeys.all, { ...USER, username: 'earlier' });
    serve({ '/api/user/login': { token: 'token-2' }, '/member/info': USER, '/api/user/settings': SETTINGS });
    await expect(fetchSession(sessionOf(await signIn({ username: 'admin', password: 'admin' })))).resolves.toEqual(
      USER,
    );
  });

  it('leaves the profile undefined when it cannot be had, and the failure is handled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    serve({ '/api/user/login': { token: 'token-3' }, '/api/user/settings': SETTINGS });
    const session = sessionOf(await signIn({ username: 'admin', password: 'admin' }));
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
    expect(requests()).toEqual(['/api/user/login']);
  });

  it('answers the second step of an account with a second factor, and opens no session yet', async () => {
    const requests = serve({ '/api/user/login': { secondStep: SECOND_STEP } });
    await expect(signIn({ username: 'admin', password: 'admin' })).resolves.toEqual({ secondStep: SECOND_STEP });
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests()).toEqual(['/api/user/login']);
  });
});

describe('completeSecondStep', () => {
  useFakeServer(fetchMock);

  it('opens the session the code completes, as a password sign-in does', async () => {
    const requests = serve({
      '/api/user/login/second-step': { token: 'token-4' },
      '/member/info': USER,
      '/api/user/settings': SETTINGS,
    });
    const session = await completeSecondStep({ ticket: 'ticket-1', code: '123456' });
    expect(localStorage.getItem('token')).toBe('token-4');
    expect(requests()).toEqual(['/api/user/login/second-step', '/member/info', '/api/user/settings']);
    await expect(fetchSession(session)).resolves.toEqual(USER);
  });

  it('opens nothing when the code is refused', async () => {
    const requests = serve({});
    await expect(completeSecondStep({ ticket: 'ticket-1', code: '000000' })).rejects.toThrow('Server Error');
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests()).toEqual(['/api/user/login/second-step']);
  });
});
