import { expect, test, type Browser, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { loginAs, newSession, startWithLocale } from './support/auth';
import { resetServerSettingsAfterEach } from './support/user-settings';

/** A valid PNG of one transparent pixel. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763606060600000000500015ef32a3a0000000049454e44ae426082',
  'hex',
);
const NEW_PASSWORD = 'Changed-Pass2';

function field(page: Page, label: string) {
  return page
    .locator('.arco-form-item')
    .filter({ visible: true })
    .filter({ has: page.locator('label', { hasText: label }) });
}

/** The navbar's account button, named after the signed-in user. */
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });

/** A browser of its own, signed in as the guest (another device of the same account). */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'guest', '/user/info', { session: await newSession(page, 'guest') });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

/** How many sessions of the account signed in on `page` still work, as the server lists them. */
async function workingSessions(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/member-api/api/user/sessions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** The other device finds itself signed out on its next page load. */
async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
}

test.describe('user centre', () => {
  resetServerSettingsAfterEach(['admin']);

  test('the user info of a new account shows its empty states', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/info');
    await expect(page.getByText('You are not on any project yet')).toBeVisible();
    await expect(page.getByText('Nothing done yet')).toBeVisible();
    await expect(page.getByText('You are in no team yet')).toBeVisible();
  });

  test('basic information: the rules show under the fields; a save renames the user in the navbar at once', async ({
    page,
  }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/setting');
    const nickname = `Guest ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Email')).toContainText('Please enter your email');
    await expect(field(page, 'Area')).toContainText('Please choose an area');

    await field(page, 'Email').getByRole('textbox').fill('not-an-email');
    await expect(field(page, 'Email')).toContainText('Please enter a valid email address');
    await field(page, 'Email').getByRole('textbox').fill('guest@console.example');
    await field(page, 'Nickname').getByRole('textbox').fill(nickname);
    await field(page, 'Country/region').locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible').getByRole('option', { name: 'China', exact: true }).click();
    await field(page, 'Area').locator('.arco-cascader').click();
    for (const step of ['Zhejiang', 'Hangzhou', 'Binjiang'])
      await page.locator('.arco-cascader-list-item:visible', { hasText: step }).click();
    await field(page, 'Personal profile').getByRole('textbox').fill('x'.repeat(201));
    await expect(field(page, 'Personal profile')).toContainText('No more than 200 words');
    await field(page, 'Personal profile').getByRole('textbox').fill('Trying the console.');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName(`Account menu of ${nickname}`);
    await page.goto('/user/info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nickname);
    await page.goto('/user/setting');
    await expect(field(page, 'Area')).toContainText('Zhejiang / Hangzhou / Binjiang');
  });

  test('an uploaded avatar shows in the navbar; a text file is refused', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/setting');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByText('The avatar must be a PNG, JPEG or WebP image')).toBeVisible();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    const uploaded = /^\/member-api\/api\/user\/avatar\/[0-9a-f]{64}$/;
    await expect(accountButton(page).locator('img')).toHaveAttribute('src', uploaded);
    // The image loads (served from the database).
    await expect
      .poll(() =>
        accountButton(page)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    await expect(page.getByRole('img', { name: /^Avatar of / })).toHaveAttribute('src', uploaded);
  });

  test('ending a session from the list signs that browser out', async ({ page, browser }) => {
    const other = await otherDevice(browser);
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/setting?tab=security');
    const others = page.getByRole('button', { name: /^Sign out Chrome|^Sign out HeadlessChrome|^Sign out Unknown/ });
    await expect(others.first()).toBeVisible();
    // The list shows one page of sessions: the server says how many still work.
    const count = await workingSessions(page);
    // The newest other session (the other browser's) is listed first after this one.
    await others.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Session signed out')).toBeVisible();
    expect(await workingSessions(page)).toBe(count - 1);
    await expectSignedOut(other.page);
    await other.context.close();
  });

  test('the sessions come five to a page, this one first', async ({ page }) => {
    // Sign-ins of other browsers, through the API, so that the list has a second page.
    for (let i = 0; i < 6; i += 1) {
      const response = await page.request.post('/member-api/member/web/cacheLogin', { data: ACCOUNTS.guest });
      expect(response.ok()).toBe(true);
    }
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/setting?tab=security');
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    // Each session but this one has its own sign-out button.
    const signOut = sessions.getByRole('listitem').getByRole('button', { name: /^Sign out / });
    await expect(sessions.getByText('This session')).toBeVisible();
    // This session and four others.
    await expect(signOut).toHaveCount(4);
    const pages = sessions.getByRole('navigation', { name: 'Pages of the active sessions' });
    await pages.locator('.arco-pagination-item').filter({ hasText: /^2$/ }).click();
    await expect(sessions.getByText('This session')).toBeHidden();
    await expect(signOut.first()).toBeVisible();
    expect(await signOut.count()).toBeLessThanOrEqual(5);
    expect(await workingSessions(page)).toBeGreaterThanOrEqual(7);
  });

  test('a password change signs every other browser out', async ({ page, browser }) => {
    const other = await otherDevice(browser);
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'guest', '/user/setting?tab=security');
    const change = async (oldPassword: string, newPassword: string, repeat = newPassword) => {
      await page.getByRole('button', { name: 'Update' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Current password').fill(oldPassword);
      await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Repeat the new password').fill(repeat);
      await dialog.getByRole('button', { name: 'OK' }).click();
      return dialog;
    };
    const dialog = await change(ACCOUNTS.guest.password, 'alllower1');
    await expect(dialog).toContainText('Must contain both upper and lower case letters');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toContainText('The two new passwords differ');
    await dialog.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Password changed. Every other session was signed out.')).toBeVisible();
    await expectSignedOut(other.page);
    await other.context.close();

    // This browser keeps working; the guest gets the demo password back.
    await expect(page.getByRole('button', { name: /^Sign out (Chrome|HeadlessChrome|Unknown)/ })).toHaveCount(0);
    await change(NEW_PASSWORD, ACCOUNTS.guest.password);
    await expect(page.getByText('Password changed. Every other session was signed out.').last()).toBeVisible();
  });
});
