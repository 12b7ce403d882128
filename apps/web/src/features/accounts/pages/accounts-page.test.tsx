import { act, render, screen, waitFor, within } from '@testing-library/react';
import user, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Account } from '@console/shared/accounts/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { stubResizeObserver } from '@/test/resize-observer';
import type { getRoleOptions } from '../api/get-role-options';
import screens from '../screens';
import AccountsPage from './accounts-page';

const fetchMock = vi.fn<typeof fetch>();

/** The roles as the server names them: `user` renamed by an administrator, and a role of their own. */
const ROLE_OPTIONS: Awaited<ReturnType<typeof getRoleOptions>> = [
  { name: 'admin', labels: { 'zh-CN': '管理员', 'en-US': 'Administrator' } },
  { name: 'user', labels: { 'zh-CN': '成员', 'en-US': 'Member' } },
  { name: 'task-reader', labels: { 'zh-CN': '任务查看者', 'en-US': 'Task reader' } },
];

const ACCOUNT: Account = {
  id: 7,
  username: 'reader',
  name: 'Reader',
  email: '',
  roles: ['user', 'task-reader'],
  status: 'active',
  mustChangePassword: false,
  secondFactor: true,
  passkeys: 2,
  createdTime: '2026-11-28T08:00:00.000Z',
  updatedTime: '2026-11-28T08:00:00.000Z',
  version: 1,
};

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'ok', data }), { status: 200 });

/** The server: the role options, one page of accounts, and the reset of the account's second factor. */
function serve() {
  let account = ACCOUNT;
  fetchMock.mockImplementation((url, init) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path.endsWith('/api/admin/roles/options')) return Promise.resolve(envelope(ROLE_OPTIONS));
    if (path.endsWith('/api/admin/accounts')) return Promise.resolve(envelope({ list: [account], total: 1 }));
    if (init?.method === 'POST' && path.endsWith(`/api/admin/accounts/${ACCOUNT.id}/second-factor/reset`)) {
      account = { ...account, secondFactor: false, passkeys: 0, version: account.version + 1 };
      return Promise.resolve(envelope(account));
    }
    return Promise.reject(new Error(`unexpected request ${path}`));
  });
}

function renderPage() {
  queryClient.setQueryData(userInfoKeys.all, fakeProfile('admin'));
  const router = createMemoryRouter([{ path: '/admin/users', element: <AccountsPage /> }], {
    initialEntries: ['/admin/users'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enUS}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const userEvent = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const accountRow = () => screen.getByText('reader').closest('tr')!;

/** The account's row's cell in the column headed `title` (the headers as the page shows them now). */
const rowCell = (title: string) => {
  const column = [...document.querySelectorAll('th')].findIndex((th) => th.textContent === title);
  return accountRow().querySelectorAll('td')[column];
};

/** The texts of the tags in the account's row, in the column headed `title`. */
const rowTags = (title: string) =>
  [...(rowCell(title)?.querySelectorAll('.arco-tag') ?? [])].map((tag) => tag.textContent);

/** The first render of the page loads its table and form kits: slow on a busy machine. */
const FIRST_PAINT = { timeout: 5000 };

describe('the accounts page', () => {
  beforeAll(() => loadDictionaries(screens.AdminUsers?.texts ?? {}));
  useFakeServer(fetchMock, 'admin-session');
  beforeEach(() => {
    changeLocale('en-US');
    stubResizeObserver();
  });

  it('names the roles of each account as the server labels them, in the current language', async () => {
    serve();
    renderPage();
    await screen.findByText('reader', {}, FIRST_PAINT);
    await waitFor(() => expect(rowTags('Roles')).toEqual(['Member', 'Task reader']));
    act(() => changeLocale('zh-CN'));
    await waitFor(() => expect(rowTags('角色')).toEqual(['成员', '任务查看者']));
  });

  it('offers every role of the server in the account form', async () => {
    serve();
    renderPage();
    await screen.findByText('reader', {}, FIRST_PAINT);
    await userEvent.click(screen.getByRole('button', { name: /create/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Administrator', 'Member', 'Task reader']),
    );
    // A new account starts as `user`.
    expect(within(dialog).getByRole('checkbox', { name: 'Member' })).toHaveProperty('checked', true);
  });

  it('filters by any role of the server', async () => {
    serve();
    renderPage();
    await screen.findByText('reader', {}, FIRST_PAINT);
    const roleFilter = document.getElementById(screen.getByText('Role').closest('label')!.htmlFor)!;
    await userEvent.click(roleFilter);
    const popup = (await screen.findByRole('option', { name: 'Task reader' })).closest<HTMLElement>(
      '.arco-select-popup',
    )!;
    expect(
      within(popup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrator', 'Member', 'Task reader']);
    await userEvent.click(screen.getByRole('option', { name: 'Task reader' }));
    await userEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => new URL(String(url), 'http://x').searchParams.get('role') === 'task-reader',
        ),
      ).toBe(true),
    );
  });

  it('shows what an account has of two-step verification, and resets it all, the row following', async () => {
    serve();
    renderPage();
    await screen.findByText('reader', {}, FIRST_PAINT);
    expect(rowTags('Two-step verification')).toEqual(['TOTP', '2 passkeys']);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for reader' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the two-step verification of reader?' });
    expect(dialog.textContent).toContain('its passkeys are removed, and every session of the account ends');
    expect(dialog.textContent).toContain('it must then set it up again at its next sign-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    await waitFor(() => expect(rowCell('Two-step verification')?.textContent).toBe('Off'));
  });
});
