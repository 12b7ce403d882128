import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { loginAs, newSession, startWithLocale, submitLogin } from './support/auth';
import { siderMenu, toast } from './support/shell';

const TEXT = {
  'en-US': {
    usernameRequired: 'Username cannot be empty',
    passwordRequired: 'Password cannot be empty',
    wrongCredentials: 'Account or password error',
    welcome: 'welcome to use',
    submit: 'Login',
  },
  'zh-CN': {
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
    wrongCredentials: '账号或密码错误',
    welcome: '欢迎使用',
    submit: '登录',
  },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`login form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await startWithLocale(page, locale);
    });

    test('shows the validation messages for empty fields', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: TEXT[locale].submit, exact: true }).click();
      await expect(page.getByText(TEXT[locale].usernameRequired)).toBeVisible();
      await expect(page.getByText(TEXT[locale].passwordRequired)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('shows the server message on wrong credentials and keeps no token', async ({ page }) => {
      await page.goto('/login');
      await page.locator('input#username_input').fill('admin');
      await page.locator('input#password_input').fill('wrong-password');
      await page.getByRole('button', { name: TEXT[locale].submit, exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(TEXT[locale].wrongCredentials);
      await expect(toast(page, TEXT[locale].wrongCredentials)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page).toHaveURL(/\/login/);
    });

    test('welcomes the user and opens the console', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, 'admin');
      await expect(toast(page, TEXT[locale].welcome)).toBeVisible();
      await expect(siderMenu(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });
  });
}

test('a guarded route without a session goes to login and comes back after it, query included', async ({ page }) => {
  await page.goto('/exception/500?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=500&from=mail$/);
  await submitLogin(page, 'user');
  await expect(page).toHaveURL(/\/exception\/500\?from=mail$/);
});

test('remembers the username, never the password', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'user');
  await expect(siderMenu(page)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('login-config'));
  expect(stored).toContain(ACCOUNTS.user.username);
  expect(stored).not.toContain('password');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await expect(page.locator('input#username_input')).toHaveValue(ACCOUNTS.user.username);
  await expect(page.locator('input#password_input')).toHaveValue('');
});

test('logout revokes the session and returns to login with the current route', async ({ page }) => {
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', '/exception/500', { session: await newSession(page, 'admin') });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=500$/);
  await expect(toast(page, 'You have logged out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const info = await page.request.get('/member-api/member/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
  await page.goto('/exception/404');
  await expect(page).toHaveURL(/\/login\?redirect=404$/);
});

test('a deliberate logout leaves the login form alone: no refused request, no error, no re-login dialog', async ({
  page,
}) => {
  await startWithLocale(page, 'en-US');
  // The Workplace and the message box hold the most signed-in queries.
  await loginAs(page, 'admin', '/dashboard/workplace', { session: await newSession(page, 'admin') });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.locator('.arco-popover-content').getByRole('tab').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=Workplace$/);
  await expect(toast(page, 'You have logged out')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('input#username_input')).toBeVisible();
  await expect(page.locator('.arco-message-error')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('');
  expect(refused).toEqual([]);
});

test('a stored token the server rejects ends at login with the wanted route', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/exception/404');
  await expect(page).toHaveURL(/\/login\?redirect=404$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('leaving a page while its guard awaits the profile keeps the session for the next page', async ({ page }) => {
  // Chromium fails the leaving page's request as if the network were down; the old page must not
  // end the session the next page uses.
  let held = false;
  await page.route('**/member-api/member/info', async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await route.continue().catch(() => undefined);
  });
  await loginAs(page, 'user', '/project/card');
  await page.goto('/project/search-table');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/search-table$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('a signed-in user may still open the login page', async ({ page }) => {
  await loginAs(page, 'user', '/login');
  await expect(page.locator('input#username_input')).toBeVisible();
});

test.describe('guards by role', () => {
  // That admin opens it is the exception pages' test (exceptions.spec.ts).
  for (const [locale, notice, refusal] of [
    [
      'en-US',
      'You may not open "403": your role has no access to it. Here is Workplace instead.',
      'Access to this resource on the server is denied.',
    ],
    ['zh-CN', '你的角色无权打开「403」，已为你打开「工作台」。', '对不起，您没有访问该资源的权限'],
  ] as const) {
    test(`a user is sent from an admin-only page to one they may open, and told which (${locale})`, async ({
      page,
    }) => {
      await startWithLocale(page, locale);
      await loginAs(page, 'user', '/exception/403');
      await expect(page).toHaveURL(/\/dashboard\/workplace$/);
      await expect(page.locator('.arco-message').filter({ hasText: notice })).toBeVisible();
      await expect(siderMenu(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: refusal })).toHaveCount(0);
    });
  }

  test('an allowed page and an unknown one bring no access notice', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'user', '/exception/404');
    await expect(page.getByText('Whoops, this page is gone.')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.arco-message')).toHaveCount(0);
  });

  test('the root path leads to login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
