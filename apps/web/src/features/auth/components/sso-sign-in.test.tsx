import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import { LoginForm } from './login-form';

// The toasts the sign-in shows are not what is tested here.
vi.mock('@/lib/toast/toast', () => ({ toast: vi.fn() }));

const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });
const fetchMock = vi.fn<typeof fetch>();

/** The login page at `url` (the address the browser has too: the grant is read from it). */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard/workplace', element: <p>Landing page</p> },
    ],
    { initialEntries: [url.replace(/#.*/, '')] },
  );
  render(<RouterProvider router={router} />);
}

/** Single sign-on switched on by the server, as the app page it serves says. */
function offer(name: string) {
  const meta = document.createElement('meta');
  meta.name = 'console-sso';
  meta.content = name;
  document.head.append(meta);
}

describe('single sign-on on the login page', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.login?.texts ?? {});
  });
  useFakeServer(fetchMock);
  afterEach(() => document.head.querySelector('meta[name="console-sso"]')?.remove());

  it('offers no button while it is off', () => {
    renderAt('/login');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("leads to the server's start with the login page's query, under the provider's name or the generic one", () => {
    offer('Example ID');
    renderAt('/login?redirect=Workplace&sso-error=denied');
    const link = screen.getByRole('link', { name: 'Sign in with Example ID' });
    expect(link.getAttribute('href')).toBe('/member-api/api/user/sso?search=%3Fredirect%3DWorkplace');
  });

  it('says why the last sign-on failed, in the user’s language', () => {
    offer('');
    renderAt('/login?sso-error=unknown');
    expect(screen.getByRole('link', { name: 'Single sign-on' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'No console account matches your identity at the provider: ask an administrator',
    );
  });

  it('signs in with the grant it came back with, once, and forgets it from the address', async () => {
    fetchMock.mockImplementation((url) => {
      const path = String(url).replace('/member-api', '');
      if (path === '/api/user/login/sso') return Promise.resolve(envelope({ token: 'token-1' }));
      if (path === '/member/info') return Promise.resolve(envelope(fakeProfile('admin')));
      return Promise.resolve(envelope({}));
    });
    renderAt('/login?redirect=%2Fdashboard%2Fworkplace#sso-grant=grant-1');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(window.location.hash).toBe('');
    const exchanges = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/user/login/sso'));
    expect(exchanges.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ grant: 'grant-1' }]);
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('shows the server’s refusal of a spent grant', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelope(null, 401, 50000, 'The single sign-on expired: sign in with the provider again')),
    );
    renderAt('/login#sso-grant=spent');
    expect(await screen.findByText('The single sign-on expired: sign in with the provider again')).toBeTruthy();
  });
});
