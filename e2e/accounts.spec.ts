import { expect, test, type Locator, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { toast } from './support/shell';

/**
 * The account administration (`/admin/users`) and the password change a temporary password leads
 * to, as two browsers see them: an administrator creates an account, the account signs in and must
 * choose its own password, then the administrator disables it and its open page is signed out. The
 * API's rules (the last administrator, one's own account, who may call what, the audit entries) are
 * the server's tests (modules/accounts/accounts.test.ts, test/access-matrix.test.ts).
 */
const PATH = '/admin/users';
const FIRST_PASSWORD = 'First-Pass1';
const OWN_PASSWORD = 'Own-Pass22';

/** The account list's row of a username. */
const row = (page: Page, username: string) =>
  page
    .locator('.arco-table tbody tr')
    .filter({ visible: true })
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The confirmation a row's "Disable" opens, confirmed or not. */
async function askToDisable(page: Page, username: string): Promise<Locator> {
  await row(page, username).getByRole('button', { name: 'Disable', exact: true }).click();
  const confirm = dialog(page, `Disable ${username}?`);
  await expect(confirm).toContainText('every session of the account ends at once');
  return confirm;
}

test.describe('account administration', () => {
  test.beforeEach(({ page }) => startWithLocale(page, 'en-US'));

  test('a new account changes its first password, then is disabled while its page is open', async ({
    page,
    browser,
  }) => {
    const username = `e2e-${Date.now() % 1_000_000}`;
    await loginAs(page, 'admin', PATH);
    await expect(row(page, 'admin')).toBeVisible();

    // The administrator creates the account with the user role and a first password.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const create = dialog(page, 'Create user');
    await create.getByLabel('Username').fill(username);
    await create.getByLabel('Display name').fill('E2E Newcomer');
    await expect(create.getByRole('checkbox', { name: 'User', exact: true })).toBeChecked();
    await create.getByLabel('First password').fill(FIRST_PASSWORD);
    await expect(create).toContainText('the user must replace it at the first sign-in');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `User ${username} created`)).toBeVisible();
    await expect(row(page, username)).toContainText('Must be changed');

    // The account signs in through the form in a browser of its own and must choose its password.
    const context = await browser.newContext();
    const other = await context.newPage();
    await startWithLocale(other, 'en-US');
    await other.goto('/login');
    await other.locator('input#username_input').fill(username);
    await other.locator('input#password_input').fill(FIRST_PASSWORD);
    await other.locator('form button[type="submit"]').click();
    await expect(other).toHaveURL(/\/password-change$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(other.getByRole('navigation')).toHaveCount(0);
    await other.getByLabel('Temporary password', { exact: true }).fill(FIRST_PASSWORD);
    await other.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await other.getByLabel('Repeat the new password', { exact: true }).fill(OWN_PASSWORD);
    await other.getByRole('button', { name: 'Change password and continue' }).click();
    await expect(other).toHaveURL(/\/dashboard\/workplace$/);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();

    // Nobody disables their own account: the refusal is told, and the dialog can still be left.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row(page, username)).not.toContainText('Must be changed');
    const own = await askToDisable(page, 'admin');
    await own.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, 'You cannot disable, delete or reset the password of your own account')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Disable' })).toBeEnabled();
    await own.getByRole('button', { name: 'Cancel' }).click();
    await expect(own).toHaveCount(0);
    await expect(row(page, 'admin')).toContainText('Active');

    // Disabled, the account's open page asks to sign in again, and its token is refused.
    const confirm = await askToDisable(page, username);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, `${username} is disabled`)).toBeVisible();
    await expect(row(page, username)).toContainText('Disabled');
    await expect(row(page, username).getByRole('button', { name: 'Enable', exact: true })).toBeVisible();

    await expect(other.locator('.arco-modal').filter({ hasText: 'Confirm logout' })).toBeVisible();
    const token = await other.evaluate(() => localStorage.getItem('token'));
    const refused = await other.request.get('/member-api/member/info', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    await context.close();
  });

  test('a user who opens the account list is sent to the landing page and told why', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(
      toast(page, 'You may not open "Users": your role has no access to it. Here is Workplace instead.'),
    ).toBeVisible();
  });
});
