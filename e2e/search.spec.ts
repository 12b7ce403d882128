import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAs, createPolicy } from './support/api';
import { loginAs, startWithLocale, type UiLocale } from './support/auth';
import { textsOf } from './support/texts';

/**
 * The global search end to end, keyboard only: what the palette's and the server's own tests cannot
 * see is the way from a typed word to the screen at its record, in both languages.
 */

/** A word of this run's own, so the records a test creates are the only ones that match it. */
const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** Signs in as `account` in `locale`, on a page of no records of its own; answers the palette. */
async function open(page: Page, locale: UiLocale, account: 'admin' | 'user'): Promise<Locator> {
  await startWithLocale(page, locale);
  await loginAs(page, account, '/exception/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.getByRole('dialog', { name: textsOf(locale)('search.dialog'), exact: true });
}

/** Opens the palette with the shortcut and types `text`. */
async function search(page: Page, palette: Locator, text: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(text);
}

/** Moves the active option down with the arrow key until it is `option`, wherever it is listed. */
async function choose(page: Page, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

/** A finish day a month ahead, as the task form sends it. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

for (const locale of ['zh-CN', 'en-US'] as const) {
  const t = textsOf(locale);

  test.describe(`global search, ${locale}`, () => {
    test('a fragment of a policy’s Chinese name, then Enter, opens the search table at its row', async ({ page }) => {
      const word = unique();
      const name = `数据中心${word}巡检`;
      const policy = await createPolicy(page, name);
      const palette = await open(page, locale, 'admin');
      await search(page, palette, `中心${word}`);
      await choose(page, palette.getByRole('option', { name: new RegExp(name) }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/list/search-table\\?.*highlight=${policy.id}`));
      await expect(palette).toHaveCount(0);
      await expect(page.locator('tr[aria-current="true"]')).toContainText(name);
    });

    test('a fragment of a task’s English name finds it; Enter opens the task table at its row', async ({ page }) => {
      const word = unique();
      const name = `Quarterly ${word} review`;
      const task = await apiAs<{ id: number; number: string }>(page, 'admin', 'POST', '/api/project/task', {
        name,
        type: 'backEnd',
        assignee: 1,
        estimatedHours: 2,
        status: 'inProgress',
        projectId: 1,
        finishTime: inAMonth(),
      });
      const palette = await open(page, locale, 'admin');
      await search(page, palette, `rly ${word.toLowerCase()} rev`);
      await choose(page, palette.getByRole('option', { name: new RegExp(name) }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/project/search-table\\?.*highlight=${task.id}`));
      await expect(page.locator('tr[aria-current="true"]')).toContainText(task.number);
    });

    test('a screen is found by its title in the other language; Esc closes the palette', async ({ page }) => {
      const other = textsOf(locale === 'en-US' ? 'zh-CN' : 'en-US')('menu.dashboard.workplace');
      const palette = await open(page, locale, 'admin');
      await search(page, palette, other);
      const option = palette.getByRole('option', { name: new RegExp(t('menu.dashboard.workplace')) });
      await expect(option).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(palette).toHaveCount(0);
      await search(page, palette, other);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    });

    test('as user, an admin’s own document and the accounts find nothing', async ({ page }) => {
      const name = `Admin plan ${unique()}`;
      await apiAs(page, 'admin', 'POST', '/api/documents', { name });
      const palette = await open(page, locale, 'user');
      await search(page, palette, name);
      await expect(palette.getByText(t('search.empty', { query: name }))).toBeVisible();
      await page.keyboard.press('Escape');
      await search(page, palette, 'admin');
      await expect(palette.getByRole('group', { name: new RegExp(t('search.kind.account')) })).toHaveCount(0);
    });
  });
}
