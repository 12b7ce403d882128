import { expect, test } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { siderMenu } from './support/shell';

const TEXT = {
  'en-US': {
    403: 'Access to this resource on the server is denied.',
    404: 'Whoops, this page is gone.',
    500: 'Internal server error',
    notFound: 'Sorry, the page you visited does not exist.',
    back: 'Back',
    retry: 'Retry',
    backHome: 'Back home',
  },
  'zh-CN': {
    403: '对不起，您没有访问该资源的权限',
    404: '抱歉，页面不见了～',
    500: '抱歉，服务器出了点问题～',
    notFound: '抱歉，您访问的页面不存在。',
    back: '返回',
    retry: '重试',
    backHome: '返回首页',
  },
} as const;

const text = TEXT['en-US'];

test.describe('exception pages', () => {
  test.beforeEach(async ({ page }) => {
    await startWithLocale(page, 'en-US');
  });

  test('403 explains the refusal and goes back to the landing page', async ({ page }) => {
    await loginAs(page, 'admin', '/exception/403');
    await expect(page.getByRole('heading', { name: text[403] })).toBeVisible();
    await page.getByRole('button', { name: text.back, exact: true }).click();
    await expect(page).not.toHaveURL(/\/exception\/403$/);
    await expect(siderMenu(page)).toBeVisible();
  });

  test('404 offers Retry (reload in place) and Back', async ({ page }) => {
    await loginAs(page, 'user', '/exception/404?keep=1');
    await expect(page.getByRole('heading', { name: text[404] })).toBeVisible();
    // Retry goes through the redirect route and back: Back is clicked once it has come back.
    const back = page.waitForEvent('framenavigated', {
      predicate: (frame) => /\/exception\/404\?keep=1$/.test(frame.url()),
    });
    await page.getByRole('button', { name: text.retry, exact: true }).click();
    await back;
    await expect(page).toHaveURL(/\/exception\/404\?keep=1$/);
    await expect(page.getByRole('heading', { name: text[404] })).toBeVisible();
    await page.getByRole('button', { name: text.back, exact: true }).click();
    await expect(page).not.toHaveURL(/\/exception\/404/);
  });

  test('an unknown path shows the not-found screen outside the layout', async ({ page }) => {
    await loginAs(page, 'user', '/no/such/page');
    await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('button', { name: text.backHome }).click();
    await expect(siderMenu(page)).toBeVisible();
  });
});

test('the exception pages speak Chinese in zh-CN', async ({ page }) => {
  const zh = TEXT['zh-CN'];
  await startWithLocale(page, 'zh-CN');
  await loginAs(page, 'admin', '/exception/403');
  await expect(page.getByRole('heading', { name: zh[403] })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.back, exact: true })).toBeVisible();
  await page.goto('/exception/404');
  await expect(page.getByRole('heading', { name: zh[404] })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.retry, exact: true })).toBeVisible();
  await page.goto('/exception/500');
  await expect(page.getByRole('heading', { name: zh[500] })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: zh.notFound })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.backHome })).toBeVisible();
});

test('the redirect route replaces itself with the decoded path, where 500 explains the failure; the title follows the route', async ({
  page,
}) => {
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'user', `/redirect/${encodeURIComponent('/exception/500?x=1')}`);
  await expect(page).toHaveURL(/\/exception\/500\?x=1$/);
  await expect(page.getByRole('heading', { name: text[500] })).toBeVisible();
  await expect(page.getByRole('button', { name: text.back, exact: true })).toBeVisible();
  await expect(page).toHaveTitle('500 - Arco Console');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/redirect\//);
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Not Found - Arco Console');
});
