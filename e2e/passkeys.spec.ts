import type { CDPSession } from '@playwright/test';
import { expect, test as base, type Page } from './support/test';
import { loginAs, startWithLocale, type UiLocale } from './support/auth';

/**
 * Passkeys as their users meet them, in Chromium's virtual authenticator (a platform authenticator
 * that keeps resident keys and verifies its user): an account registers one from its security
 * settings, names it, and signs in with it from the login page's button. The console is opened at
 * `localhost`, which is its own relying party without `WEBAUTHN_RP_ID` (an IP address cannot be
 * one). The API's refusals are the server's tests (test/passkeys.test.ts).
 */
const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL?.replace('://127.0.0.1:', '://localhost:')),
});

/** A virtual authenticator in this page's browser, through the DevTools protocol. */
async function addAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

const TEXTS = {
  'en-US': {
    add: 'Add a passkey',
    name: 'Name',
    continue: 'Continue',
    added: 'Passkey added',
    rename: 'Rename',
    save: 'Save',
    signIn: 'Sign in with a passkey',
    remove: 'Remove',
    removed: 'Passkey removed',
  },
  'zh-CN': {
    add: '添加通行密钥',
    name: '名称',
    continue: '继续',
    added: '已添加通行密钥',
    rename: '重命名',
    save: '保存',
    signIn: '使用通行密钥登录',
    remove: '移除',
    removed: '已移除通行密钥',
  },
} as const;

for (const [locale, account] of [
  ['en-US', 'guest'],
  ['zh-CN', 'user'],
] as const satisfies readonly [UiLocale, 'guest' | 'user'][]) {
  test(`an account registers a passkey, names it, and signs in with it (${locale})`, async ({ page }) => {
    const text = TEXTS[locale];
    await startWithLocale(page, locale);
    await addAuthenticator(page);
    await loginAs(page, account, '/user/setting?tab=security');

    await page.getByRole('button', { name: text.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.add });
    await dialog.getByRole('textbox', { name: text.name }).fill('Work laptop');
    await dialog.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    const passkeys = page.getByRole('list', { name: /passkeys|通行密钥/ });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys.getByText('Work laptop')).toBeVisible();

    await passkeys.getByRole('button', { name: `${text.rename} Work laptop` }).click();
    const rename = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: text.name }) });
    await rename.getByRole('textbox', { name: text.name }).fill('Desk');
    await rename.getByRole('button', { name: text.save }).click();
    await expect(passkeys.getByText('Desk', { exact: true })).toBeVisible();

    // Signed out, the login page's button signs in with the passkey: no password, no second step.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/login');
    await expect(page.locator('input#username_input')).toHaveAttribute('autocomplete', 'username webauthn');
    // Someone at the page: the username field's offer of passkeys starts (its code loads only now).
    const offered = page.waitForRequest((request) => request.url().endsWith('/api/user/login/passkey/options'));
    await page.mouse.move(200, 200);
    await offered;
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);

    // Used once, it says so; removed, it is gone.
    await page.goto('/user/setting?tab=security');
    await expect(passkeys.getByText('Desk', { exact: true })).toBeVisible();
    await expect(passkeys.getByRole('listitem')).not.toContainText(/not used yet|尚未使用/);
    await passkeys.getByRole('button', { name: `${text.remove} Desk` }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.remove }).click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(passkeys).toHaveCount(0);
  });
}
