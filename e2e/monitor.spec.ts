import { expect, test, type Browser, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { messagesOf, unread } from './support/messages';
import { resetServerSettingsAfterEach } from './support/user-settings';

const PATH = '/dashboard/monitor';

/** A browser of its own (another device of the admin) with the monitor open in English. */
async function openMonitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startWithLocale(page, 'en-US');
  await loginAs(page, 'admin', PATH);
  await expect(page.locator('.arco-table tbody tr').first()).toBeVisible();
  return page;
}

/** The bell's unread count, as its accessible name says it. */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.describe('real-time monitor', () => {
  resetServerSettingsAfterEach(['admin']);

  test('a message sent in one browser appears in the other, and both count as viewers', async ({ browser }) => {
    const [a, b] = [await openMonitor(browser), await openMonitor(browser)];
    await expect(b.getByTestId('monitor-viewers')).toHaveText(/^[2-9]\d* watching$|^\d{2,} watching$/);
    const text = `Hello from A ${Date.now()}`;
    await a.getByRole('textbox', { name: 'Say something to the studio' }).fill(text);
    await a.getByRole('button', { name: 'Send' }).click();
    await expect(b.getByRole('list', { name: 'Chat messages' }).getByText(text)).toBeVisible();
    await expect(a.getByRole('textbox', { name: 'Say something to the studio' })).toHaveValue('');

    // Collecting it in B highlights it in A.
    const inB = b.locator('li', { hasText: text });
    await inB.getByRole('button', { name: /^Collect the message of/ }).click();
    await expect(
      a.locator('li', { hasText: text }).getByRole('button', { name: /^Collect the message of/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await a.context().close();
    await b.context().close();
  });

  test("a quick operation in one browser reaches the other's studio status and message box, and reading it there clears both", async ({
    browser,
  }) => {
    const [a, b] = [await openMonitor(browser), await openMonitor(browser)];
    // From the server: the bells may not have their list yet.
    const before = unread(await messagesOf(b, 'admin')).length;
    const line = b.locator('.arco-descriptions-item', { hasText: 'Line' }).last();
    const lineBefore = (await line.textContent()) ?? '';
    await a.getByRole('button', { name: 'Switch stream' }).click();
    await expect(line).not.toHaveText(lineBefore);
    await expect.poll(() => unreadOf(b)).toBe(before + 1);
    await expect.poll(() => unreadOf(a)).toBe(before + 1);

    // Mark the notices read in B: A's count follows without a reload.
    await b.getByRole('button', { name: /^Notifications/ }).click();
    await b.getByRole('tab', { name: /Notice/ }).click();
    await b.getByRole('button', { name: 'Mark all notices as read' }).click();
    await expect.poll(() => unreadOf(b)).toBeLessThan(before + 1);
    const left = await unreadOf(b);
    await expect.poll(() => unreadOf(a)).toBe(left);
    await a.context().close();
    await b.context().close();
  });

  test('saves the studio information for every viewer, and refuses an empty title', async ({ browser }) => {
    const [a, b] = [await openMonitor(browser), await openMonitor(browser)];
    const title = a.getByRole('textbox', { name: 'Studio title' });
    await title.fill('');
    await a.getByRole('button', { name: 'Update' }).click();
    await expect(a.getByText('Enter the studio title (at most 40 characters)')).toBeVisible();
    await title.fill('Launch night');
    await a.getByRole('button', { name: 'Update' }).click();
    await expect(b.getByRole('textbox', { name: 'Studio title' })).toHaveValue('Launch night');
    await expect(b.getByRole('img', { name: 'Live picture of the studio' })).toContainText('Launch night');
    await a.context().close();
    await b.context().close();
  });

  test('is out of reach of a user', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(page).not.toHaveURL(new RegExp(`${PATH}$`));
  });
});
