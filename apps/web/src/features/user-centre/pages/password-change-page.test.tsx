import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@console/shared';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import PasswordChangePage from './password-change-page';

const fetchMock = vi.fn<typeof fetch>();
const PROFILE = fakeProfile('user', { name: 'Newcomer', mustChangePassword: true });
const envelope = (data: unknown, status = 200, code = 20000) =>
  new Response(JSON.stringify({ code, msg: code === 20000 ? 'ok' : 'refused', data }), { status });

/** The server: the password change (a refusal when given), the profile as it stands after it, the sign-out. */
function serverAnswers(change: () => Response = () => envelope(null)) {
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    if (path.endsWith('/api/user/password')) return Promise.resolve(change());
    if (path.endsWith('/api/user/logout')) return Promise.resolve(envelope(null));
    return Promise.resolve(envelope({ ...PROFILE, mustChangePassword: false }));
  });
}

const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/password-change', element: <PasswordChangePage /> },
      { path: '/dashboard/workplace', element: <p>Landing page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/password-change'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const passwordInputs = () => document.querySelectorAll<HTMLInputElement>('input[type="password"]');

async function fill(old: string, next: string, repeat = next) {
  const [oldInput, newInput, repeatInput] = passwordInputs();
  await userEvent.type(oldInput!, old);
  await userEvent.type(newInput!, next);
  await userEvent.type(repeatInput!, repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));
}

describe('the forced password change', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.PasswordChange?.texts ?? {});
  });
  beforeEach(() => {
    queryClient.setQueryData(userInfoKeys.all, PROFILE);
  });
  useFakeServer(fetchMock, 'temporary-session');

  it('replaces the temporary password, reads the profile again and opens the landing page', async () => {
    serverAnswers();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(/Newcomer, you signed in with a temporary password/)).toBeTruthy();
    await fill('Temp-Pass1', 'Own-Pass2');

    expect(await screen.findByText('Landing page')).toBeTruthy();
    const [change] = fetchMock.mock.calls;
    expect(String(change?.[0])).toMatch(/\/api\/user\/password$/);
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({ oldPassword: 'Temp-Pass1', newPassword: 'Own-Pass2' });
    // The guard of the landing page reads the profile from the cache: it no longer holds the session here.
    expect(queryClient.getQueryData<UserInfo>(userInfoKeys.all)?.mustChangePassword).toBe(false);
  });

  it('checks the rules of the settings’ password change before sending', async () => {
    serverAnswers();
    renderPage();
    await fill('Temp-Pass1', 'Own-Pass2', 'Own-Pass3');
    expect(await screen.findByText('The two new passwords differ')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong temporary password under its field and stays', async () => {
    serverAnswers(() =>
      envelope({ issues: [{ path: 'body.oldPassword', message: 'The current password is wrong' }] }, 400, 40000),
    );
    renderPage();
    await fill('Wrong-Pass1', 'Own-Pass2');
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(screen.queryByText('Landing page')).toBeNull();
    expect(queryClient.getQueryData<UserInfo>(userInfoKeys.all)?.mustChangePassword).toBe(true);
  });

  it('signs out instead', async () => {
    serverAnswers();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(requests()).toEqual([expect.stringMatching(/^POST .*\/api\/user\/logout$/)]));
  });
});
