import { expect, test, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { resetServerSettingsAfterEach } from './support/user-settings';

const PATH = '/dashboard/chat';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message to the assistant' });
const turns = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
const answers = (page: Page) => turns(page).filter({ hasText: /^Assistant/ });

/** Sends `text` from the composer with Enter. */
async function ask(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test.describe('AI assistant', () => {
  resetServerSettingsAfterEach(['admin']);

  test('an answer streams, stops, regenerates and survives a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', PATH);
    await expect(page.getByRole('heading', { name: 'How can I help?' })).toBeVisible();

    // A suggestion asks at once; the built-in assistant answers from the console's data.
    await page.getByRole('button', { name: "Summarize today's workplace stats" }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(answers(page).first()).toContainText('Wallet balance', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\?c=\d+/);
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /^Summarize today/ }),
    ).toBeVisible();

    // Shift+Enter adds a line; Enter sends. The answer is stopped half-way.
    await composer(page).fill('What is the weather');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('tomorrow?');
    await expect(composer(page)).toHaveValue('What is the weather\ntomorrow?');
    await composer(page).press('Enter');
    await expect(answers(page).nth(1)).toContainText('I answer from', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(answers(page).nth(1).getByText('Stopped')).toBeVisible();
    const partial = (await answers(page).nth(1).textContent()) ?? '';
    expect(partial).not.toContain('policies by status');

    // The partial answer was kept by the server too.
    await page.reload();
    await expect(answers(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(answers(page).nth(1).getByText('Stopped')).toBeVisible();
    await expect(turns(page).filter({ hasText: /^You/ }).nth(1)).toContainText('What is the weather\ntomorrow?');

    // Regenerating replaces the stopped answer with a whole one.
    await answers(page).nth(1).getByRole('button', { name: 'Regenerate' }).click();
    await expect(answers(page).nth(1)).toContainText('the policies by status', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(answers(page).nth(1).getByText('Stopped')).toHaveCount(0);
    await expect(answers(page)).toHaveCount(2);

    await page.reload();
    await expect(answers(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(answers(page).nth(1)).toContainText('the policies by status');
    await expect(answers(page).nth(1).getByText('Stopped')).toHaveCount(0);
  });

  test('a refused question shows in the thread with a retry that asks again', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', PATH);
    const refusal = { code: 42900, msg: 'Too many questions, try again in 12 seconds', data: null };
    await page.route(
      '**/member-api/api/chat/completions',
      (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify(refusal) }),
      { times: 1 },
    );
    await ask(page, 'Which policies are online?');
    const bubble = turns(page).filter({ hasText: refusal.msg });
    await expect(bubble.getByRole('alert')).toHaveText(refusal.msg);
    await expect(turns(page).filter({ hasText: /^You/ })).toHaveText([/Which policies are online\?/]);
    await bubble.getByRole('button', { name: 'Retry' }).click();
    await expect(answers(page).first()).toContainText('Policies by status', { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: refusal.msg })).toHaveCount(0);
    await expect(turns(page).filter({ hasText: /^You/ })).toHaveCount(1);
  });

  test('conversations are searched, renamed, exported and deleted', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', PATH);
    await ask(page, 'Who are the top popular authors?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    const list = page.getByRole('navigation', { name: 'Conversations' });

    await page.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Author ranking');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Author ranking' })).toBeVisible();
    await expect(list.getByRole('button', { name: /^Author ranking/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Markdown' }).click();
    expect((await download).suggestedFilename()).toBe('Author ranking.md');

    await list.getByRole('textbox', { name: 'Search conversations' }).fill('popular authors');
    await expect(list.getByRole('button', { name: /^Author ranking/ })).toBeVisible();
    await list.getByRole('textbox', { name: 'Search conversations' }).fill('no such words anywhere');
    await expect(list.getByText('No conversation matches')).toBeVisible();
    await list.getByRole('textbox', { name: 'Search conversations' }).fill('');

    await list.getByRole('button', { name: 'Delete Author ranking' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(list.getByRole('button', { name: /^Author ranking/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How can I help?' })).toBeVisible();
  });

  test('markup typed in a question shows as text and runs nothing', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', PATH);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    await ask(page, markup);
    await expect(turns(page).filter({ hasText: /^You/ }).first()).toContainText(markup);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('on a phone the conversations open in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'admin', PATH);
    await ask(page, 'How much balance is left in the wallet?');
    await expect(answers(page).first()).toContainText('Your wallet balance is', { timeout: 20_000 });
    await page.getByRole('button', { name: 'New chat' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show conversations' }).click();
    const drawer = page.getByRole('navigation', { name: 'Conversations' });
    await drawer.getByRole('button', { name: 'New chat' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'How can I help?' })).toBeVisible();
    await page.getByRole('button', { name: 'Show conversations' }).click();
    await drawer.getByRole('button', { name: /^How much balance/ }).click();
    await expect(answers(page).first()).toContainText('Your wallet balance is');
  });

  test('a user is not let in', async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await loginAs(page, 'user', PATH);
    await expect(page).not.toHaveURL(new RegExp(PATH));
    await expect(page.getByRole('textbox', { name: 'Message to the assistant' })).toHaveCount(0);
  });
});
