import { totpCode } from '../apps/server/src/lib/totp';
import { expect, test, type Page } from './support/test';
import { apiAs } from './support/api';
import { loginAs, startWithLocale, submitLogin } from './support/auth';

/**
 * Two-step verification as its users meet it: an account turns it on from its security settings
 * and then signs in with a code from its app, or once with a recovery code; a role that requires it
 * holds its member on the set-up page until it is on. The API's rules (tickets, replays, the
 * throttle, the administrator's reset) are the server's tests (test/second-factor.test.ts).
 */

/** The code the app shows at the next time step: the current one was spent by the step before. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Reads the key the enrolment shows, and turns the app on with a code from it; answers the key and the codes. */
async function enrol(page: Page, labels: { code: RegExp; submit: RegExp }) {
  const key = (await page.locator('code').first().textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(labels.code).fill(totpCode(key));
  await page.getByRole('button', { name: labels.submit }).click();
  const codes = page.locator('ol code');
  await expect(codes).toHaveCount(10);
  return { key, recoveryCodes: await codes.allTextContents() };
}

/** Signs the guest out of this browser and in again with its password: the second step shows. */
async function passwordStep(page: Page) {
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await submitLogin(page, 'guest');
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
}

test('an account turns two-step verification on, then signs in with a code from its app, and once with a recovery code', async ({
  page,
}) => {
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'guest', '/user/setting?tab=security');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('dialog', { name: 'Turn on two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const { key, recoveryCodes } = await enrol(page, { code: /Code from the app/, submit: /Verify and turn on/ });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/On since .* · 10 recovery codes left/)).toBeVisible();

  // The password alone now leads to the second step; a code from the app signs in.
  await passwordStep(page);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(nextCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);

  // A recovery code works once: the second time it is refused under the field.
  const recovery = recoveryCodes[0] ?? '';
  for (const attempt of ['accepted', 'refused'] as const) {
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'accepted') await expect(page).toHaveURL(/\/dashboard\/workplace/);
    else await expect(page.getByText('The code is wrong or has been used').first()).toBeVisible();
  }
});

test('a role that requires two-step verification holds its member on the set-up until it is on (zh-CN)', async ({
  page,
}) => {
  const page1 = await apiAs<{
    list: { id: number; name: string; labels: unknown; permissions: string[]; version: number }[];
  }>(page, 'admin', 'GET', '/api/admin/roles?keyword=user&current=1&pageSize=10');
  const role = page1.list.find((r) => r.name === 'user');
  if (!role) throw new Error('no role "user"');
  await apiAs(page, 'admin', 'PUT', `/api/admin/roles/${role.id}`, {
    labels: role.labels,
    permissions: role.permissions,
    requireSecondFactor: true,
    version: role.version,
  });

  await startWithLocale(page, 'zh-CN');
  await loginAs(page, 'user', '/list/search-table');
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole('heading', { name: '设置两步验证' })).toBeVisible();
  await enrol(page, { code: /应用中的验证码/, submit: /验证并开启/ });
  await page.getByRole('button', { name: '我已保存，继续' }).click();
  await expect(page).not.toHaveURL(/\/second-factor/);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // Now on, it cannot be turned off while the role requires it.
  await page.goto('/user/setting?tab=security');
  await expect(page.getByText('你的角色要求开启两步验证，无法关闭。')).toBeVisible();
  await expect(page.getByRole('button', { name: '关闭' })).toHaveCount(0);
});
