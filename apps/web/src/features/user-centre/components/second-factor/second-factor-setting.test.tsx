import { screen, waitFor, within } from '@testing-library/react';
import user, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import type { SecondFactorStatus } from '@console/shared/identity/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { renderSettingRow } from '@/test/render-setting-row';
import { saveBlob } from '@/lib/dom/save-blob';
import screens from '../../screens';
import { SecondFactorSetting } from './second-factor-setting';
import { loadSecondFactorTexts } from './texts';

// The browser's save dialog is not what is tested here.
vi.mock('@/lib/dom/save-blob', () => ({ saveBlob: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const RECOVERY_CODES = [...'kmnpqrstuv'].map((c) => `abcd${c}-2345${c}`);
const WRONG = 'The code is wrong or has been used';
const OFF: SecondFactorStatus = {
  totp: { enabled: false, enabledTime: null, recoveryCodesLeft: 0 },
  required: false,
  hasPasskey: false,
};
const ON: SecondFactorStatus = {
  totp: { enabled: true, enabledTime: '2026-11-29T08:00:00.000Z', recoveryCodesLeft: 7 },
  required: false,
  hasPasskey: false,
};

/**
 * The server of the second factor: its status, and the writes, which take `123456` (or a recovery
 * code but for the enrolment) and refuse any other code under the field.
 */
function serve(initial: SecondFactorStatus) {
  let status = initial;
  fetchMock.mockImplementation((url, init) => {
    const path = String(url).replace(/^.*\/api\/user\/second-factor/, '');
    const { code } = init?.body ? (JSON.parse(String(init.body)) as { code: string }) : { code: '' };
    const accepted = code === '123456' || (path !== '/totp/enable' && RECOVERY_CODES.includes(code));
    if (init?.method !== 'POST') return Promise.resolve(envelope(status));
    if (path === '/totp/setup')
      return Promise.resolve(envelope({ secret: SECRET, uri: 'otpauth://totp/x', qrSvg: QR_SVG }));
    if (!accepted) return Promise.resolve(envelope({ issues: [{ path: 'body.code', message: WRONG }] }, 400, 40000));
    if (path === '/totp/disable') {
      status = OFF;
      return Promise.resolve(envelope(null));
    }
    status = ON;
    return Promise.resolve(envelope({ recoveryCodes: RECOVERY_CODES }));
  });
}

/** The writes sent: path and body. */
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      path: String(url).replace(/^.*\/api\/user\/second-factor/, ''),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

const renderRow = () => renderSettingRow(<SecondFactorSetting />);

/** jsdom's Blob has no `text()`. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Clicks as a user does; a dialog's controls take clicks while it still fades in. */
const userEvent = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function enterCode(dialog: HTMLElement, code: string, submit: string) {
  const input = within(dialog).getByRole('textbox', { name: /Code from the app/ });
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(within(dialog).getByRole('button', { name: submit }));
}

describe('the second factor in the security settings', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await Promise.all([loadDictionaries(screens.Setting?.texts ?? {}), loadSecondFactorTexts()]);
  });
  useFakeServer(fetchMock, 'user-session');
  beforeEach(() => {
    queryClient.setQueryData(userInfoKeys.all, fakeProfile('user', { name: 'Ada' }));
  });

  it('turns the app on: its QR code and key, a wrong code told, then the recovery codes once', async () => {
    const copied = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: copied } });
    serve(OFF);
    renderRow();
    expect(await screen.findByText(/^Off\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step verification' });

    const qr = await within(dialog).findByRole<HTMLImageElement>('img', { name: /QR code/ });
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: 'Code from the app' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    expect(copied).toHaveBeenCalledWith(SECRET);
    await enterCode(dialog, '12345', 'Verify and turn on');
    expect(await within(dialog).findByText('Enter the 6 digits of the code from your authenticator app')).toBeTruthy();
    await enterCode(dialog, '654321', 'Verify and turn on');
    expect(await within(dialog).findByText(WRONG)).toBeTruthy();

    await enterCode(dialog, '123 456', 'Verify and turn on');
    const codes = await within(dialog).findByRole('region', { name: 'Save your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(codes.textContent).toContain('they will not be shown again');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(codes).getByRole('button', { name: 'Copy all' }));
    expect(copied).toHaveBeenLastCalledWith(RECOVERY_CODES.join('\n'));
    expect(writes()).toEqual([
      { path: '/totp/setup', body: undefined },
      { path: '/totp/enable', body: { code: '654321' } },
      { path: '/totp/enable', body: { code: '123456' } },
    ]);

    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('On since 2026-11-29 · 7 recovery codes left')).toBeTruthy();
  });

  it('downloads the recovery codes as a text file', async () => {
    serve(ON);
    renderRow();
    await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(dialog.textContent).toContain('10 new codes replace all of your recovery codes');
    await enterCode(dialog, RECOVERY_CODES[0]!, 'Make new codes');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download as .txt' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'recovery-codes.txt');
    const text = await readText(vi.mocked(saveBlob).mock.calls[0]![0]);
    expect(text).toMatch(/^Arco Console recovery codes of Ada, made on \d{4}-\d\d-\d\d\. Each signs in once\.\n\n/);
    expect(text.trim().split('\n').slice(2)).toEqual(RECOVERY_CODES);
    expect(writes()).toEqual([{ path: '/recovery-codes', body: { code: RECOVERY_CODES[0] } }]);
  });

  it('turns the app off with a fresh code', async () => {
    serve(ON);
    renderRow();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification' });
    await enterCode(dialog, '999999', 'Turn off');
    expect(await within(dialog).findByText(WRONG)).toBeTruthy();
    await enterCode(dialog, '123456', 'Turn off');
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('Two-step verification is off'));
    expect(await screen.findByText(/^Off\./)).toBeTruthy();
  });

  it('cannot be turned off while a role requires it, and says so', async () => {
    serve({ ...ON, required: true });
    renderRow();
    expect(await screen.findByText('Your role requires it: it cannot be turned off.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});
