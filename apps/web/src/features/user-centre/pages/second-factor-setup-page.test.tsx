import { render, screen, within } from '@testing-library/react';
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
import SecondFactorSetupPage from './second-factor-setup-page';

const fetchMock = vi.fn<typeof fetch>();
const PROFILE = fakeProfile('user', { name: 'Newcomer', mustEnrolSecondFactor: true });
const RECOVERY_CODES = [...'kmnpqrstuv'].map((c) => `abcd${c}-2345${c}`);
const envelope = (data: unknown, status = 200, code = 20000) =>
  new Response(JSON.stringify({ code, msg: code === 20000 ? 'ok' : 'refused', data }), { status });

/** The server: a new key, its enrolment by `123456` only, and the profile as it stands after it. */
function serve() {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    if (path.endsWith('/totp/setup')) {
      return Promise.resolve(envelope({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' }));
    }
    if (path.endsWith('/totp/enable')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '123456') {
        return Promise.resolve(envelope({ issues: [{ path: 'body.code', message: 'The code is wrong' }] }, 400, 40000));
      }
      return Promise.resolve(envelope({ recoveryCodes: RECOVERY_CODES }));
    }
    return Promise.resolve(envelope({ ...PROFILE, mustEnrolSecondFactor: false }));
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/second-factor', element: <SecondFactorSetupPage /> },
      { path: '/dashboard/workplace', element: <p>Landing page</p> },
    ],
    { initialEntries: ['/second-factor'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function enterCode(code: string) {
  const input = screen.getByRole('textbox', { name: 'Code from the app' });
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
}

describe('the forced set-up of the second factor', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.SecondFactorSetup?.texts ?? {});
  });
  beforeEach(() => {
    queryClient.setQueryData(userInfoKeys.all, PROFILE);
  });
  useFakeServer(fetchMock, 'unenrolled-session');

  it('sets up the app, shows the recovery codes, then opens the landing page with the profile read again', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeTruthy();
    expect(screen.getByText(/Newcomer, your role requires two-step verification/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await enterCode('000000');
    expect(await screen.findByText('The code is wrong')).toBeTruthy();
    await enterCode('123456');
    const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(RECOVERY_CODES.length);
    // The guard of the landing page reads the profile from the cache: it no longer holds the session here.
    expect(queryClient.getQueryData<UserInfo>(userInfoKeys.all)?.mustEnrolSecondFactor).toBe(false);
    expect(screen.queryByText('Landing page')).toBeNull();

    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByText('Landing page')).toBeTruthy();
  });
});
