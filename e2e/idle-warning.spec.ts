/// <reference lib="dom" />
import { expect, test, type BrowserContext, type Page } from './support/test';
import { expectNoA11yViolations } from './support/a11y';
import { loginAs, newSession, startWithLocale, type UiLocale } from './support/auth';
import { watchNetwork } from './support/network';
import { toast } from './support/shell';
import { startWithTheme } from './support/theme';
import { saveServerSettings } from './support/user-settings';

/**
 * The idle warning (docs/product.md, Sessions and states) on Playwright's clock: no real minute
 * passes. The suite's console keeps SESSION_IDLE_MINUTES at its default of 7 days; counted from a
 * request, the browser holds the session for that less a minute (the server records a use at most
 * once a minute), and warns a minute before.
 */
const IDLE_MS = 7 * 24 * 60 * 60_000;
/** 30 s into the warning's minute, whatever the last request of the page's load. */
const INTO_WARNING_MS = IDLE_MS - 90_000;

const TEXTS: Record<UiLocale, { title: string; stay: string; signOut: string; expired: string }> = {
  'en-US': {
    title: 'Session about to end',
    stay: 'Stay signed in',
    signOut: 'Sign out',
    expired: 'Signed out after a period of inactivity',
  },
  'zh-CN': { title: '会话即将结束', stay: '保持登录', signOut: '退出登录', expired: '由于长时间未操作，已退出登录' },
};

const PAGE = '/exception/404';

const warning = (page: Page, locale: UiLocale = 'en-US') =>
  page.getByRole('alertdialog', { name: TEXTS[locale].title });

/** Opens the page signed in, in a session of its own, and waits until its requests are done. */
async function open(page: Page, session: string, locale: UiLocale = 'en-US'): Promise<void> {
  await startWithLocale(page, locale);
  const network = watchNetwork(page);
  await loginAs(page, 'user', PAGE, { session });
  await expect(page.getByRole('button', { name: /Settings|页面配置/ })).toBeVisible();
  await network.quiet();
}

/** The session's idle time, on every page of the context. */
const idle = (context: BrowserContext, ms: number) => context.clock.fastForward(ms);

const isSettingsRead = (url: string, method: string) =>
  url.endsWith('/member-api/api/user/settings') && method === 'GET';

test.describe('idle warning', () => {
  test.beforeEach(async ({ context }) => {
    await context.clock.install();
  });

  test('counts down the last minute; "stay signed in" extends the session with one request', async ({
    page,
    context,
  }) => {
    await open(page, await newSession(page, 'user'));
    await idle(context, INTO_WARNING_MS);
    const dialog = warning(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/You will be signed out in \d+ seconds for inactivity\./);
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    await expectNoA11yViolations(page);

    const extended = page.waitForResponse((r) => isSettingsRead(r.url(), r.request().method()));
    await stay.press('Enter');
    expect((await extended).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    // Counted from that request: the whole idle time again, less the warning's minute.
    await idle(context, INTO_WARNING_MS - 60_000);
    await expect(page).toHaveURL(PAGE);
    await expect(dialog).toBeHidden();
  });

  test('two tabs agree: staying in one closes both warnings; signing out in one signs both out', async ({
    page,
    context,
  }) => {
    const session = await newSession(page, 'user');
    await open(page, session);
    const other = await context.newPage();
    await open(other, session);

    await idle(context, INTO_WARNING_MS);
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await warning(other).getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning(other)).toBeHidden();
    await expect(warning(page)).toBeHidden();

    await idle(context, INTO_WARNING_MS);
    await expect(warning(page)).toBeVisible();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/member-api/api/user/logout'));
    await warning(page).getByRole('button', { name: 'Sign out' }).click();
    expect((await loggedOut).ok()).toBe(true);
    for (const tab of [page, other]) {
      await expect(tab).toHaveURL(/\/login\?redirect=404$/);
      await expect(tab.locator('input#username_input')).toBeVisible();
    }
    await expect(toast(page, 'You have logged out')).toBeVisible();
  });

  test('at zero the tab goes to the login page with the redirect, told why; on a phone, dark, in Chinese', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await saveServerSettings(page, 'user', { theme: 'dark' });
    await startWithTheme(page, 'dark');
    await open(page, await newSession(page, 'user'), 'zh-CN');
    await idle(context, INTO_WARNING_MS);
    const dialog = warning(page, 'zh-CN');
    await expect(dialog).toContainText(/将在 \d+ 秒后退出登录/);
    await expect(dialog.getByRole('button', { name: TEXTS['zh-CN'].stay })).toBeFocused();
    await expect(dialog.getByRole('button', { name: TEXTS['zh-CN'].signOut })).toBeVisible();
    await expectNoA11yViolations(page);

    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/member-api/api/user/logout'));
    await idle(context, 60_000);
    await expect(page).toHaveURL(/\/login\?redirect=404$/);
    // The session ended on the server too, before its own idle end: no re-login dialog, no error.
    expect((await loggedOut).ok()).toBe(true);
    await expect(toast(page, TEXTS['zh-CN'].expired)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await saveServerSettings(page, 'user');
  });
});
