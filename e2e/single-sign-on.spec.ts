import { createServer } from 'node:net';
import { join } from 'node:path';
import { startOidcProvider, type TestProvider } from '../apps/server/test/oidc-provider';
import { expect, startOnCopy, stopRunning, test as base, type Page } from './support/test';
import { startWithLocale } from './support/auth';
import { expectNoA11yViolations } from './support/a11y';

/**
 * Single sign-on as its users meet it, in both languages, against a real OpenID provider on
 * loopback (apps/server/test/oidc-provider.ts): the login page's button, the provider's sign-in
 * and consent, back in the console signed in; the sign-out signs out of the provider too. The
 * flow's refusals (state, replayed code, nonce, unverified e-mail, disabled or unknown account)
 * are the server's tests (test/single-sign-on.test.ts).
 */

/** A port free now: the console must listen where the provider's client was registered to come back. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** This file's console, configured for a provider started before it. */
const test = base.extend<object, { sso: { url: string; provider: TestProvider } }>({
  sso: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const provider = await startOidcProvider(`http://127.0.0.1:${port}`);
      const logFile = join(workerInfo.project.outputDir, `sso-worker-${workerInfo.workerIndex}.log`);
      const running = startOnCopy(logFile, { port, env: { ...provider.env, OIDC_DISPLAY_NAME: 'Test ID' } });
      try {
        await use({ url: (await running).server.url, provider });
      } finally {
        await stopRunning(running);
        await provider.close();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sso }, use) => {
    await use(sso.url);
  },
});

const TEXTS = {
  'zh-CN': {
    button: '使用 Test ID 登录',
    account: /的账户菜单/,
    logout: '登出登录',
    unverified: /身份提供方未确认你的邮箱/,
  },
  'en-US': {
    button: 'Sign in with Test ID',
    account: /Account menu of/,
    logout: 'Logout',
    unverified: /The provider did not confirm your e-mail address/,
  },
} as const;

/** Signs in at the provider's own pages as `login` (its development sign-in takes any password), and consents. */
async function signInAtProvider(page: Page, issuer: string, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await consent.click();
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const texts = TEXTS[locale];

  test(`${locale}: the SSO button signs in at the provider, and signing out signs out there too`, async ({
    page,
    sso,
  }) => {
    const { issuer, claims } = sso.provider;
    claims.set(`chen-${locale}`, { email: 'chen.siyu@console.example', email_verified: true, name: 'Chen Siyu' });
    await startWithLocale(page, locale);
    await page.goto('/login?redirect=Workplace');
    await page.getByRole('link', { name: texts.button }).click();
    await signInAtProvider(page, issuer, `chen-${locale}`);

    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    // The grant was the fragment's, and the address forgot it.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: texts.account }).click();
    await page.getByRole('menuitem', { name: texts.logout }).click();

    // The provider asks to confirm its sign-out, then sends the browser back to the login page.
    await expect(page).toHaveURL(new RegExp(`^${issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${sso.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signed out there too: the provider asks who signs in again.
    await page.getByRole('link', { name: texts.button }).click();
    await expect(page.locator('input[name="login"]')).toBeVisible();
  });

  test(`${locale}: a sign-on that matches no account comes back to the login page, saying why`, async ({
    page,
    sso,
  }) => {
    await startWithLocale(page, locale);
    await page.goto('/login');
    await page.getByRole('link', { name: texts.button }).click();
    await signInAtProvider(page, sso.provider.issuer, `stranger-${locale}`);
    await expect(page).toHaveURL(/\/login\?sso-error=unverified$/);
    await expect(page.getByRole('alert')).toHaveText(texts.unverified);
    // The button reached by keyboard from the form, and the page with its reason axe-clean.
    await page.getByRole('button', { name: /^(登录|Login)$/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: texts.button })).toBeFocused();
    await expectNoA11yViolations(page);
  });
}
