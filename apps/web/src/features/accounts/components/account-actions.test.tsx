import { render, screen, waitFor, within } from '@testing-library/react';
import user, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider, Message } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Account } from '@console/shared/accounts/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import { useAccountActions } from './account-actions';

const fetchMock = vi.fn<typeof fetch>();
const ACCOUNT: Account = {
  id: 7,
  username: 'newcomer',
  name: 'Newcomer',
  email: '',
  roles: ['user'],
  status: 'active',
  mustChangePassword: false,
  secondFactor: false,
  passkeys: 0,
  createdTime: '2026-11-28T08:00:00.000Z',
  updatedTime: '2026-11-28T08:00:00.000Z',
  version: 3,
};

const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });

/** The row's controls and the dialogs they open, as the list renders them. */
function Row({ account }: { account: Account }) {
  const { rowControls, dialogs } = useAccountActions();
  return (
    <>
      {rowControls(account)}
      {dialogs}
    </>
  );
}

function renderRow(account = ACCOUNT) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* As the app scope gives every signed-in page: Arco's own words (the dialogs' Cancel) in English. */}
      <ConfigProvider locale={enUS}>
        <Row account={account} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/** The request the actions sent: method, path, body. */
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method,
    path: String(url).replace('/member-api', ''),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

/** Clicks as a user does; a menu's items take clicks while it still fades in. */
const userEvent = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const confirmation = (name: string) => screen.findByRole('dialog', { name });

describe('the account actions', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.AdminUsers?.texts ?? {});
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  useFakeServer(fetchMock, 'admin-session');

  it('disables an account at its version once confirmed, saying that its sessions end', async () => {
    fetchMock.mockResolvedValue(envelope({ ...ACCOUNT, status: 'disabled', version: 4 }));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await confirmation('Disable newcomer?');
    expect(dialog.textContent).toContain('every session of the account ends at once');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('newcomer is disabled'));
    expect(sent()).toEqual([
      { method: 'PATCH', path: '/api/admin/accounts/7/status', body: { status: 'disabled', version: 3 } },
    ]);
  });

  it('keeps the confirmation open and usable after a refusal, which the toast tells', async () => {
    const refusal = 'At least one active administrator must remain.';
    fetchMock.mockResolvedValue(envelope(null, 409, 40900, refusal));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await confirmation('Disable newcomer?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(Message.error).toHaveBeenCalledWith({ content: refusal, duration: 5000 }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Disable' }).hasAttribute('disabled')).toBe(false),
    );
    expect(Message.success).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable newcomer?' })).toBeNull());
  });

  it('enables a disabled account', async () => {
    fetchMock.mockResolvedValue(envelope({ ...ACCOUNT, version: 4 }));
    renderRow({ ...ACCOUNT, status: 'disabled' });
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await userEvent.click(within(await confirmation('Enable newcomer?')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('newcomer is enabled'));
    expect(sent()[0]?.body).toEqual({ status: 'active', version: 3 });
  });

  it('ends every session of the account once confirmed', async () => {
    fetchMock.mockResolvedValue(envelope({ ended: 2 }));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for newcomer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'End all sessions' }));
    const dialog = await confirmation('End every session of newcomer?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('2 sessions of newcomer ended'));
    expect(sent()).toEqual([{ method: 'POST', path: '/api/admin/accounts/7/end-sessions', body: undefined }]);
  });

  it('sets a temporary password by the password rules, at the account’s version', async () => {
    fetchMock.mockResolvedValue(envelope({ ...ACCOUNT, mustChangePassword: true, version: 4 }));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for newcomer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    const dialog = await confirmation('Reset the password of newcomer');
    expect(dialog.textContent).toContain('newcomer must replace it at the next sign-in');
    const input = dialog.querySelector<HTMLInputElement>('input[type="password"]');
    await userEvent.type(input!, 'weak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('At least six characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(input!);
    await userEvent.type(input!, 'Temp-Pass2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(Message.success).toHaveBeenCalledWith(
        'The password of newcomer is reset: it must be replaced at the next sign-in',
      ),
    );
    expect(sent()).toEqual([
      { method: 'POST', path: '/api/admin/accounts/7/password', body: { password: 'Temp-Pass2', version: 3 } },
    ]);
  });

  it('switches off the second factor of an account that has one, a passkey alone too, once confirmed', async () => {
    fetchMock.mockResolvedValue(envelope({ ...ACCOUNT, version: 4 }));
    renderRow({ ...ACCOUNT, passkeys: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'More actions for newcomer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification' }));
    const dialog = await confirmation('Reset the two-step verification of newcomer?');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('The two-step verification of newcomer is reset'));
    expect(sent()).toEqual([{ method: 'POST', path: '/api/admin/accounts/7/second-factor/reset', body: undefined }]);
  });

  it('has no second factor to reset for an account without one', async () => {
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for newcomer' }));
    await screen.findByRole('menuitem', { name: 'End all sessions' });
    expect(screen.queryByRole('menuitem', { name: 'Reset two-step verification' })).toBeNull();
  });
});
