import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { totpCodeSchema, secondFactorCodeSchema } from '@console/shared/identity/schemas';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import screens from '../screens';
import { LoginForm } from './login-form';
import { secondStepCodeError } from './second-step/second-step-form';

// The toasts the sign-in shows are not what is tested here.
vi.mock('@/lib/toast/toast', () => ({ toast: vi.fn() }));

const SECOND_STEP = { ticket: 'ticket-1', methods: ['totp', 'recovery'], expiresIn: 300 };
const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });

const fetchMock = vi.fn<typeof fetch>();
/** The server: a password that needs a second step, `second` for the code, and the session's reads once signed in. */
function serve(second: () => Response) {
  fetchMock.mockImplementation((url) => {
    const path = String(url).replace('/member-api', '');
    if (path === '/api/user/login') return Promise.resolve(envelope({ secondStep: SECOND_STEP }));
    if (path === '/api/user/login/second-step') return Promise.resolve(second());
    if (path === '/member/info') return Promise.resolve(envelope(fakeProfile('admin')));
    return Promise.resolve(envelope({}));
  });
}
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call && (JSON.parse(String(call[1]?.body)) as unknown);
};

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard/workplace', element: <p>Landing page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
}

/** Signs in with the password, which the server answers with a second step. */
async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
}

async function enterCode(code: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /code/ }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the second step of the sign-in', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.login?.texts ?? {});
  });
  useFakeServer(fetchMock);

  it('asks for the app’s code after the password, and signs in with it as the password would', async () => {
    serve(() => envelope({ token: 'token-1' }));
    renderForm();
    await passwordStep();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(localStorage.getItem('token')).toBeNull();

    await enterCode('123 456');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(bodyOf('/api/user/login/second-step')).toEqual({ ticket: 'ticket-1', code: '123 456' });
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('takes a recovery code instead', async () => {
    serve(() => envelope({ token: 'token-2' }));
    renderForm();
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('inputmode')).toBe('text');
    await enterCode('ABCDE-23456');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(bodyOf('/api/user/login/second-step')).toEqual({ ticket: 'ticket-1', code: 'ABCDE-23456' });
  });

  it('tells a code of the wrong shape, and one the server refuses, under the field', async () => {
    const wrong = 'The code is wrong or has been used';
    serve(() => envelope({ issues: [{ path: 'body.code', message: wrong }] }, 400, 40000, 'Invalid'));
    renderForm();
    await passwordStep();
    await enterCode('12345');
    expect(screen.getByText('Enter the 6 digits of the code from your authenticator app')).toBeTruthy();
    expect(bodyOf('/api/user/login/second-step')).toBeUndefined();

    await enterCode('6');
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the throttle’s message and stays', async () => {
    const throttled = 'Too many attempts: try again in 5 minutes';
    serve(() => envelope(null, 429, 42900, throttled));
    renderForm();
    await passwordStep();
    await enterCode('123456');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(throttled));
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
  });

  it('goes back to the password when the ticket expired, saying so, and on Back', async () => {
    const expired = 'The sign-in expired: enter your password again';
    serve(() => envelope(null, 401, 50000, expired));
    renderForm();
    await passwordStep();
    await enterCode('123456');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expired));
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);

    await userEvent.type(password, 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login to Arco Console' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('secondStepCodeError', () => {
  const SAMPLES = ['123456', ' 123 456 ', '12345', '1234567', 'abcdef', '', 'abcde-23456', 'ABCDE23456', 'abcde 23456'];
  const more = ['abcde-2345', 'abcde--23456', 'abcde_23456', '１２３４５６'];

  it('agrees with the shared schemas: the app’s digits, or those or a recovery code', () => {
    for (const code of [...SAMPLES, ...more]) {
      expect(secondStepCodeError('totp', code) === undefined, code).toBe(totpCodeSchema.safeParse(code).success);
      expect(secondStepCodeError('recovery', code) === undefined, code).toBe(
        secondFactorCodeSchema.safeParse(code).success,
      );
    }
    expect(secondStepCodeError('totp', 'abcde-23456')).toBe('validation.totpCode');
    expect(secondStepCodeError('recovery', '12345')).toBe('validation.secondFactorCode');
  });
});

describe('the way to a forgotten password', () => {
  beforeAll(async () => {
    await changeLocale('en-US');
    await loadDictionaries(screens.login?.texts ?? {});
  });
  useFakeServer(fetchMock);

  it.each([true, false])('shows “Forgot password?” only when the console sends mail (%s)', async (enabled) => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope({ enabled })));
    renderForm();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/user\/password-reset$/);
    // Its answer is in once the request settled and React drew what it says.
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = screen.queryByRole('link', { name: 'Forgot password?' });
    expect(link?.getAttribute('href')).toBe(enabled ? '/forgot-password' : undefined);
  });
});
