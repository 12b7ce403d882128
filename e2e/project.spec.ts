import { expect, test, type Page } from './support/test';
import { loginAs, startWithLocale } from './support/auth';
import { resetServerSettingsAfterEach, startWithSettings } from './support/user-settings';

const CARDS = '/project/card';
const TASKS = '/project/search-table';

/** The shown page only: with the tab bar on, other pages stay mounted but hidden. */
function shown(page: Page, selector: string) {
  return page.locator(selector).filter({ visible: true });
}

function cardTitles(page: Page) {
  return shown(page, '.arco-card h2 a');
}

function taskRows(page: Page) {
  return shown(page, '.arco-table').first().locator('tbody tr');
}

async function projectIdByName(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`/member-api/member/listByCategoryId?keyword=${encodeURIComponent(name)}`, {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      'Accept-Language': 'en-US',
    },
  });
  return ((await response.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
}

test.describe('project cards', () => {
  test.beforeEach(async ({ page }) => startWithLocale(page, 'en-US'));

  test('filter by category and keyword, with the state in the URL', async ({ page }) => {
    await loginAs(page, 'user', CARDS);
    await expect(cardTitles(page)).toHaveCount(12);
    await expect(cardTitles(page).first()).toHaveText('Design system');

    await shown(page, '.arco-radio-button').filter({ hasText: 'Promotion' }).click();
    await expect(page).toHaveURL(/categoryId=3/);
    await expect(cardTitles(page).first()).toHaveText('News content management');
    await expect(shown(page, '.arco-tag').filter({ hasText: 'Software development' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Search projects by name or description' }).fill('singles');
    await expect(page).toHaveURL(/keyword=singles/);
    await expect(cardTitles(page)).toHaveText(['Singles Day campaign']);

    await page.reload();
    await expect(cardTitles(page)).toHaveText(['Singles Day campaign']);
    await expect(page.getByRole('radio', { name: 'Promotion' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Search projects by name or description' })).toHaveValue('singles');

    await page.getByRole('textbox', { name: 'Search projects by name or description' }).fill('no such project');
    await expect(page.getByText('No projects')).toBeVisible();
  });

  test('pages 12 at a time; a card opens its project; a user sees no admin actions', async ({ page }) => {
    await loginAs(page, 'user', CARDS);
    await shown(page, '.arco-pagination-item').filter({ hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/current=2/);
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
    await cardTitles(page).first().click();
    await expect(page).toHaveURL(/\/project\/detail\/\d+$/);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('an admin creates a project and archives it', async ({ page }) => {
    await loginAs(page, 'admin', CARDS);
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByLabel('Project name').fill('Wombat launch');
    await dialog.locator('.arco-form-item').filter({ hasText: 'Category' }).locator('.arco-select').click();
    await page.getByRole('option', { name: 'Design', exact: true }).click();
    await dialog.locator('.arco-form-item').filter({ hasText: 'Owner' }).locator('.arco-select').click();
    await page.getByRole('option', { name: 'Wang Liqun' }).click();
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText('Project Wombat launch created')).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText('Wombat launch');

    await page.getByRole('button', { name: 'More actions for Wombat launch' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Wombat launch archived')).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Wombat launch' })).toHaveCount(0);
  });
});

test.describe('project detail', () => {
  test.beforeEach(async ({ page }) => startWithLocale(page, 'en-US'));

  test('shows a project with its figures, tasks, members and activity', async ({ page }) => {
    await loginAs(page, 'user', CARDS);
    const id = await projectIdByName(page, 'OCR text recognition');
    await page.goto(`/project/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /OCR text recognition/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('OCR text recognition');
    await expect(page.getByText('Total tasks')).toBeVisible();
    await expect(page.getByText('Tasks by type')).toBeVisible();

    await shown(page, '.arco-radio-button').filter({ hasText: 'Tasks' }).click();
    const rows = taskRows(page);
    // Only this project's tasks (the page may show the previous list for a moment).
    await expect(async () => {
      const count = await rows.count();
      expect(
        await rows
          .locator('td')
          .filter({ hasText: /^OCR text recognition$/ })
          .count(),
      ).toBe(count);
    }).toPass();

    await shown(page, '.arco-radio-button').filter({ hasText: 'Members' }).click();
    await expect(shown(page, 'a[href^="mailto:"]').first()).toBeVisible();
    await shown(page, '.arco-radio-button').filter({ hasText: 'Activity' }).click();
    await expect(page.getByText('No activity yet')).toBeVisible();
  });

  test('an unknown or non-numeric id shows "project not found" in place', async ({ page }) => {
    await loginAs(page, 'user', '/project/detail/abc');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/project\/detail\/abc$/);
    await page.goto('/project/detail/2147483647');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/project\/detail\/2147483647$/);
  });

  test.describe('with the tab bar', () => {
    resetServerSettingsAfterEach(['user']);

    test('two projects open in two tabs, side by side', async ({ page }) => {
      await startWithSettings(page, 'user', { tabBar: true });
      await loginAs(page, 'user', CARDS);
      await cardTitles(page).filter({ hasText: 'Design system' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Design system/ })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Project Cards' }).click();
      await cardTitles(page).filter({ hasText: 'Intelligent robot' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Intelligent robot/ })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Open pages' }).getByRole('link', { name: 'Project Detail' });
      await expect(tabs).toHaveCount(2);
      await tabs.first().click();
      await expect(shown(page, 'h1').filter({ hasText: 'Design system' })).toBeVisible();
      // The menu highlights the project cards while a detail page is open.
      await expect(page.locator('.arco-menu-selected').filter({ hasText: 'Project Cards' })).toBeVisible();
    });
  });
});

test.describe('task table', () => {
  test.beforeEach(async ({ page }) => startWithLocale(page, 'en-US'));

  test('filters by status and sorts by the estimated hours, in the URL (the list kit pages and keeps state: search-table)', async ({
    page,
  }) => {
    await loginAs(page, 'user', TASKS);
    await expect(page.getByText('55 items in total')).toBeVisible();
    await expect(taskRows(page)).toHaveCount(10);

    await shown(page, '.arco-form-item').filter({ hasText: 'Status' }).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible').getByRole('option', { name: 'Done', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/status=done/);
    await expect(async () => {
      const statuses = await taskRows(page)
        .locator('td')
        .filter({ hasText: /^(Done|In progress)$/ })
        .allTextContents();
      expect(new Set(statuses)).toEqual(new Set(['Done']));
    }).toPass();

    await shown(page, 'th').filter({ hasText: 'Estimated hours' }).click();
    await expect(page).toHaveURL(/sortField=estimatedHours/);
    await expect(async () => {
      const hours = (
        await taskRows(page)
          .locator('td')
          .filter({ hasText: /^\d+(\.5)? h$/ })
          .allTextContents()
      ).map((h) => parseFloat(h));
      expect(hours.length).toBeGreaterThan(1);
      expect(hours).toEqual([...hours].sort((a, b) => a - b));
    }).toPass();
  });

  test('a user sees no admin actions, and can open a task', async ({ page }) => {
    await loginAs(page, 'user', TASKS);
    await expect(taskRows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await taskRows(page).first().getByRole('button', { name: 'View' }).click();
    await expect(page.locator('.arco-drawer')).toContainText('Task T-');
    await expect(page.getByRole('button', { name: /Mark done|Reopen/ })).toHaveCount(0);
  });

  test('an admin creates, edits, marks done and deletes a task', async ({ page }) => {
    await loginAs(page, 'admin', TASKS);
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Task name').fill('Numbat onboarding');
    await dialog.locator('.arco-form-item').filter({ hasText: 'Project' }).locator('.arco-select').click();
    await page.getByRole('option', { name: 'Design system' }).click();
    await dialog.locator('.arco-form-item').filter({ hasText: 'Assignee' }).locator('.arco-select').click();
    await page.getByRole('option', { name: 'Li Xiaowen' }).click();
    await dialog.locator('.arco-form-item').filter({ hasText: 'Finish time' }).locator('input').click();
    await page.locator('.arco-picker-cell-today').click();
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/Task T-\d{4}-\d{4} created/)).toBeVisible();
    const row = taskRows(page).filter({ hasText: 'Numbat onboarding' });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Task name').fill('Numbat onboarding, part 2');
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/Task T-\d{4}-\d{4} saved/)).toBeVisible();
    const edited = taskRows(page).filter({ hasText: 'Numbat onboarding, part 2' });

    await edited.getByRole('button', { name: /Open task/ }).click();
    await page.getByRole('button', { name: 'Mark done' }).click();
    await expect(page.getByText(/Task T-\d{4}-\d{4} is done/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edited.getByText('Done', { exact: true })).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page
      .locator('.arco-popconfirm')
      .getByRole('button', { name: /ok|confirm/i })
      .click();
    await expect(page.getByText('1 task deleted')).toBeVisible();
    await expect(taskRows(page).filter({ hasText: 'Numbat onboarding' })).toHaveCount(0);
  });
});
