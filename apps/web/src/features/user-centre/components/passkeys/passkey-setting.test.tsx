import { screen, waitFor, within } from '@testing-library/react';
import user, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import type { SecondFactorStatus } from '@console/shared/identity/schemas';
import type { Passkey } from '@console/shared/identity/passkey-schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { renderSettingRow } from '@/test/render-setting-row';
import screens from '../../screens';
import { loadSecondFactorTexts } from '../second-factor/texts';
import { PasskeySetting } from './passkey-setting';

// The browser's WebAuthn prompt is not what is tested here: the test answers for it.
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  startRegistration: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'ok', data }), { status: 200 });
const LAPTOP: Passkey = {
  id: 1,
  name: 'Work laptop',
  createdTime: '2026-11-20T08:00:00.000Z',
  lastUsedTime: '2026-11-28T08:00:00.000Z',
  multiDevice: false,
  backedUp: false,
};
const STATUS: SecondFactorStatus = {
  totp: { enabled: false, enabledTime: null, recoveryCodesLeft: 0 },
  required: false,
  hasPasskey: true,
};
const RESPONSE = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

/** The server of passkeys: the list, the status, a registration's options and its completion. */
function serve(status: SecondFactorStatus, initial: Passkey[]) {
  let passkeys = initial;
  fetchMock.mockImplementation((url, init) => {
    const path = String(url).replace(/^.*\/api\/user/, '');
    if (path === '/second-factor') return Promise.resolve(envelope(status));
    if (path === '/passkeys/registration')
      return Promise.resolve(envelope({ flow: 'f1', options: { challenge: 'c' } }));
    if (path === '/passkeys' && init?.method === 'POST') {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      const added = { ...LAPTOP, id: passkeys.length + 1, name, lastUsedTime: null };
      passkeys = [...passkeys, added];
      return Promise.resolve(envelope(added));
    }
    return Promise.resolve(envelope(passkeys));
  });
}

const renderRow = () => renderSettingRow(<PasskeySetting />);

/** Clicks as a user does; a dialog's controls take clicks while it still fades in. */
const userEvent = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('passkeys in the security settings', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await Promise.all([loadDictionaries(screens.Setting?.texts ?? {}), loadSecondFactorTexts()]);
  });
  useFakeServer(fetchMock, 'user-session');
  beforeEach(() => {
    queryClient.setQueryData(userInfoKeys.all, fakeProfile('user', { name: 'Ada' }));
    vi.mocked(startRegistration).mockReset();
  });

  it('adds a passkey under a name: a missing name and a cancelled prompt are told, then it is listed', async () => {
    serve({ ...STATUS, hasPasskey: false }, []);
    renderRow();
    expect(await screen.findByText(/^None\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Give the passkey a name')).toBeTruthy();

    vi.mocked(startRegistration).mockRejectedValueOnce(
      new WebAuthnError({
        message: 'cancelled',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
        cause: new DOMException('cancelled', 'NotAllowedError'),
      }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('The passkey was not created: the request was cancelled or timed out.'),
    ).toBeTruthy();

    vi.mocked(startRegistration).mockResolvedValueOnce(RESPONSE as never);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('Passkey added'));
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/passkeys') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ flow: 'f1', name: 'Phone', response: RESPONSE });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Phone')).toBeTruthy();
    expect(within(list).getByText(/not used yet/)).toBeTruthy();
  });

  it('keeps the last passkey of an account whose role requires a second factor while its app is off', async () => {
    serve({ ...STATUS, required: true }, [LAPTOP]);
    renderRow();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Added 2026-11-20 · last used 2026-11-28')).toBeTruthy();
    expect(await screen.findByText(/your last passkey stays while the authenticator app is off/)).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Remove Work laptop' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Rename Work laptop' })).toBeTruthy();
  });
});
