import { render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { SecurityEvent } from '@console/shared/security/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import { SecurityEvents } from './security-events';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, status = 200, code = 20000) =>
  new Response(JSON.stringify({ code, msg: 'ok', data }), { status });

const SIGN_IN: SecurityEvent = {
  id: 9,
  action: 'signIn',
  method: 'totp',
  browser: 'Firefox 140',
  os: 'Linux',
  address: '10.6.0.1',
  createdTime: '2026-11-29T08:00:00.000Z',
};
const RESET: SecurityEvent = { id: 8, action: 'resetPassword', by: 'admin', createdTime: '2026-11-28T08:00:00.000Z' };

/** Twelve events: the two above, then older sign-ins; a page is what the query asks for. */
function serve() {
  const all = [
    SIGN_IN,
    RESET,
    ...Array.from({ length: 10 }, (_, i) => ({
      ...SIGN_IN,
      id: 7 - i,
      method: 'password' as const,
      browser: `Chrome ${i}`,
    })),
  ];
  fetchMock.mockImplementation((url) => {
    const query = new URL(String(url), 'http://console.test').searchParams;
    const current = Number(query.get('current'));
    const size = Number(query.get('pageSize'));
    return Promise.resolve(envelope({ list: all.slice((current - 1) * size, current * size), total: all.length }));
  });
}

function renderList() {
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enUS}>
        <SecurityEvents />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('the security events in the security settings', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.Setting?.texts ?? {});
  });
  useFakeServer(fetchMock, 'user-session');

  it('names each sign-in by its method, browser and address, and a change by whoever made it', async () => {
    serve();
    renderList();
    const section = screen.getByRole('region', { name: 'Security events' });
    await within(section).findByText('Signed in with a password and an authenticator code');
    const [signIn, reset] = [...section.querySelectorAll('.arco-list-item')].map((item) => item.textContent);
    expect(signIn).toContain('Signed in with a password and an authenticator code');
    expect(signIn).toContain('Firefox 140 · Linux');
    expect(signIn).toContain('Address: 10.6.0.1');
    expect(reset).toContain('Reset password');
    expect(reset).toContain('By the administrator admin');
  });

  it('pages through the server’s pages', async () => {
    serve();
    renderList();
    const pages = await screen.findByRole('navigation', { name: 'Pages of the security events' });
    await user.click(within(pages).getByText('3'));
    expect((await screen.findByText(/^Chrome 8/)).textContent).toBe('Chrome 8 · Linux');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('current=3&pageSize=5');
  });

  it('says so when there is none', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ list: [], total: 0 }));
    renderList();
    await screen.findByText('No security event yet.');
  });

  it('offers a retry when the list cannot be read, and shows it once read', async () => {
    serve();
    fetchMock.mockResolvedValueOnce(envelope(null, 500, 50001));
    renderList();
    await user.click(await screen.findByText('Retry'));
    await screen.findByText('Firefox 140 · Linux');
  });
});
