import { expect, test, type Page } from './support/test';
import { loginAs, newSession, startWithLocale } from './support/auth';

import { resetServerSettingsAfterEach, startWithSettings } from './support/user-settings';

const TEXT = {
  '403': 'Access to this resource on the server is denied.',
  '404': 'Whoops, this page is gone.',
  '500': 'Internal server error',
} as const;
type Page403to500 = keyof typeof TEXT;

function tabStrip(page: Page) {
  return page.getByRole('navigation', { name: 'Open pages' });
}

function tab(page: Page, title: string) {
  return tabStrip(page).getByRole('link', { name: title, exact: true });
}

async function expectTabs(page: Page, titles: string[]) {
  await expect(tabStrip(page).getByRole('link')).toHaveText(titles);
}

/** Opens an exception page from the side menu (an in-app navigation: kept-alive pages survive it). */
async function openFromMenu(page: Page, name: Page403to500) {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByText(TEXT[name])).toBeVisible();
}

async function openSearchTable(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Search Table', exact: true });
  if (!(await item.isVisible()))
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('List', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/list\/search-table/);
}

/** Tags the DOM of the shown page: the tag lives exactly as long as the page stays mounted. */
async function tagPage(page: Page, name: Page403to500) {
  await page.getByText(TEXT[name]).evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));
}

function taggedPage(page: Page) {
  return page.locator('[data-e2e-kept="yes"]');
}

async function tabAction(page: Page, title: string, action: RegExp) {
  await tab(page, title).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
  // The menu fades out: the next one opened is then the only one.
  await expect(page.getByRole('menuitem', { name: action })).toHaveCount(0);
}

test.describe('tab bar', () => {
  test.beforeEach(async ({ page }) => {
    await startWithLocale(page, 'en-US');
    await startWithSettings(page, 'admin', { tabBar: true });
    await loginAs(page, 'admin', '/exception/404');
    await expect(page.getByText(TEXT['404'])).toBeVisible();
  });

  test('visiting pages adds tabs; closing the active tab goes to its left neighbour', async ({ page }) => {
    await expectTabs(page, ['Workplace', '404']);
    await openFromMenu(page, '500');
    await openFromMenu(page, '403');
    await expectTabs(page, ['Workplace', '404', '500', '403']);
    await expect(tab(page, '403')).toHaveAttribute('aria-current', 'page');

    await openFromMenu(page, '500');
    await expectTabs(page, ['Workplace', '404', '500', '403']);

    await page.getByRole('button', { name: 'Close 500' }).click();
    await expectTabs(page, ['Workplace', '404', '403']);
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect(tab(page, '404')).toHaveAttribute('aria-current', 'page');
  });

  test('context menu closes tabs to the right, to the left, the others and all', async ({ page }) => {
    await openFromMenu(page, '500');
    await openFromMenu(page, '403');

    await tabAction(page, '404', /close tabs to the right/i);
    await expectTabs(page, ['Workplace', '404']);
    await expect(page).toHaveURL(/\/exception\/404$/);

    await openFromMenu(page, '500');
    await openFromMenu(page, '403');
    await tabAction(page, '500', /close tabs to the left/i);
    await expectTabs(page, ['Workplace', '500', '403']);
    await expect(page).toHaveURL(/\/exception\/403$/);

    await openFromMenu(page, '404');
    await tabAction(page, '403', /close other tabs/i);
    await expectTabs(page, ['Workplace', '403']);
    await expect(page).toHaveURL(/\/exception\/403$/);

    await tabAction(page, '403', /close all tabs/i);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expectTabs(page, ['Workplace']);
  });

  test('a half-filled search form survives a tab switch; closing its tab discards it', async ({ page }) => {
    const nameFilter = () => page.getByPlaceholder('Please enter the set name');
    await openSearchTable(page);
    await nameFilter().fill('half-filled');

    await tab(page, '404').click();
    await expect(page.getByText(TEXT['404'])).toBeVisible();
    await expect(nameFilter()).toBeHidden();
    await tab(page, 'Search Table').click();
    await expect(nameFilter()).toHaveValue('half-filled');

    await tab(page, '404').click();
    await page.getByRole('button', { name: 'Close Search Table' }).click();
    await openSearchTable(page);
    await expect(nameFilter()).toHaveValue('');
  });

  test('a kept-alive page survives a tab switch; closing its tab discards it', async ({ page }) => {
    await tagPage(page, '404');
    await tab(page, '404').click();
    await openFromMenu(page, '500');
    await expect(page.getByText(TEXT['404'])).toBeHidden();

    await tab(page, '404').click();
    await expect(taggedPage(page)).toBeVisible();
    await expect(taggedPage(page)).toHaveText(TEXT['404']);

    await tab(page, '500').click();
    await page.getByRole('button', { name: 'Close 404' }).click();
    await expect(taggedPage(page)).toHaveCount(0);
    await openFromMenu(page, '404');
    await expect(taggedPage(page)).toHaveCount(0);
  });

  test("the open tabs and their order survive a reload; a tab's reload mounts its page fresh through the redirect route", async ({
    page,
  }) => {
    await openFromMenu(page, '500');
    await openFromMenu(page, '403');
    await tab(page, '404').click();
    await expectTabs(page, ['Workplace', '404', '500', '403']);
    // The reload must come after the switch, not race it.
    await expect(page).toHaveURL(/\/exception\/404$/);

    await page.reload();
    await expect(page.getByText(TEXT['404'])).toBeVisible();
    await expectTabs(page, ['Workplace', '404', '500', '403']);
    await expect(tab(page, '404')).toHaveAttribute('aria-current', 'page');
    await tab(page, '403').click();
    await expect(page.getByText(TEXT['403'])).toBeVisible();

    await tab(page, '404').click();
    await tagPage(page, '404');
    await tabAction(page, '404', /reload/i);
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect(page.getByText(TEXT['404'])).toBeVisible();
    await expect(taggedPage(page)).toHaveCount(0);
    await expectTabs(page, ['Workplace', '404', '500', '403']);
  });

  test('a new sign-in starts with the Workplace tab only', async ({ page }) => {
    // Signs out a session of its own: the other tests keep the shared one.
    await loginAs(page, 'admin', '/exception/404', { session: await newSession(page, 'admin') });
    await openFromMenu(page, '500');
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.locator('input#username_input').fill('admin');
    await page.locator('input#password_input').fill('admin');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/exception\/500$/);
    await expectTabs(page, ['Workplace', '500']);
  });

  test('tab actions work from the keyboard', async ({ page }) => {
    await openFromMenu(page, '500');
    await page.getByRole('button', { name: 'Tab actions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /reload/i })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /close current tab/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectTabs(page, ['Workplace', '404']);
    await expect(page).toHaveURL(/\/exception\/404$/);
  });

  test('pages are not kept alive with the tab bar off', async ({ page }) => {
    await tagPage(page, '404');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('switch', { name: 'Tab Bar' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(tabStrip(page)).toHaveCount(0);

    await openFromMenu(page, '500');
    await openFromMenu(page, '404');
    await expect(taggedPage(page)).toHaveCount(0);
  });
});

resetServerSettingsAfterEach(['admin', 'user']);
