import { PERMISSION_NAMES } from '@console/shared';
import { expect, test, type Page } from './support/test';
import { apiAs } from './support/api';
import { loginAs, startWithLocale } from './support/auth';
import { siderMenu, toast } from './support/shell';

/**
 * The roles (`/admin/roles`) as two browsers see them: an administrator creates a role
 * on the screen, an account holding it sees only the pages its permissions open and is refused
 * the others by the API, and a permission the administrator then grants reaches that account's open
 * page at once, without a reload. The API's rules (built-in roles, roles in use, the
 * administrators' permissions, the audit) are the server's tests (modules/roles/roles.test.ts).
 */
const PATH = '/admin/roles';
const FIRST_PASSWORD = 'First-Pass1';
const OWN_PASSWORD = 'Reader-Pass22';
const POLICIES = '/member-api/api/list/policy';

/** The role list's row of a role's name. */
const row = (page: Page, name: string) =>
  page
    .locator('.arco-table tbody tr')
    .filter({ visible: true })
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Arco draws its checkboxes over their (transparent) input: a click lands on the label. */
const checkboxLabel = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) });

/** A new account holding `role`, which has chosen its own password: its session. */
async function accountWithRole(page: Page, username: string, role: string): Promise<string> {
  await apiAs(page, 'admin', 'POST', '/api/admin/accounts', {
    username,
    name: 'Task Reader',
    email: '',
    roles: [role],
    password: FIRST_PASSWORD,
  });
  const login = await page.request.post('/member-api/member/web/cacheLogin', {
    data: { username, password: FIRST_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { data: token } = (await login.json()) as { data: string };
  const changed = await page.request.post('/member-api/api/user/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return token;
}

test.beforeEach(({ page }) => startWithLocale(page, 'en-US'));

test('a role made on the screen opens its pages alone, and a permission granted reaches its open pages at once', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin', PATH);
  await expect(row(page, 'admin')).toContainText('Built-in');

  // The administrator creates the role with the task table's permission alone.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = dialog(page, 'Create role');
  await create.getByLabel('Name', { exact: true }).fill('task-reader');
  await create.getByLabel('Label in Chinese').fill('任务查看');
  await create.getByLabel('Label in English').fill('Task reader');
  await checkboxLabel(page, 'View and export the task table').click();
  await expect(create.getByText(`1 of ${PERMISSION_NAMES.length} selected`)).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Role task-reader created')).toBeVisible();
  await expect(row(page, 'task-reader')).toContainText('Task reader');
  await expect(row(page, 'task-reader')).toContainText('Custom');

  // An account holding it, signed in in a browser of its own: its menu has the task table alone.
  const token = await accountWithRole(page, `reader-${Date.now() % 1_000_000}`, 'task-reader');
  const context = await browser.newContext();
  const other = await context.newPage();
  await startWithLocale(other, 'en-US');
  await loginAs(other, 'user', '/project/search-table', { session: token });
  const menu = siderMenu(other);
  await expect(menu.getByRole('menuitem', { name: 'Tasks', exact: true })).toBeVisible();
  await expect(menu.getByText('List', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Search Table', { exact: true })).toHaveCount(0);
  const policies = () => other.request.get(POLICIES, { headers: { Authorization: `Bearer ${token}` } });
  expect((await policies()).status()).toBe(403);
  // Marks this page: a reload would lose the mark.
  await other.evaluate(() => Object.assign(window, { rolesE2e: true }));

  // The administrator grants the policies' read on the screen; the open page's menu follows.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/admin/roles'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await listed;
  await row(page, 'task-reader').getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog(page, 'Edit role task-reader');
  await expect(edit).toContainText('1 user holds this role. A change applies at once');
  await checkboxLabel(page, 'List and export policies').click();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/admin/roles/') && response.request().method() === 'PUT',
  );
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(menu.getByText('List', { exact: true })).toBeVisible({ timeout: 2000 });
  await menu.getByText('List', { exact: true }).click();
  await expect(menu.getByRole('menuitem', { name: 'Search Table', exact: true })).toBeVisible();
  expect(await other.evaluate(() => 'rolesE2e' in window)).toBe(true);
  expect((await policies()).status()).toBe(200);

  await expect(toast(page, 'Role task-reader saved')).toBeVisible();
  await expect(row(page, 'task-reader')).toContainText(`2 / ${PERMISSION_NAMES.length}`);
  await context.close();
});

test('the built-in roles are never deleted, nor a role that accounts hold', async ({ page }) => {
  await loginAs(page, 'admin', PATH);
  await expect(row(page, 'user')).toContainText('Built-in');
  for (const builtin of ['admin', 'user']) {
    await expect(row(page, builtin).getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  }

  // The administrators' role keeps every permission, whatever is clicked.
  await row(page, 'admin').getByRole('button', { name: 'Edit', exact: true }).click();
  const admin = dialog(page, 'Edit role admin');
  await expect(admin.getByText('Administrators always hold every permission.')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Policies', exact: true })).toBeDisabled();
  await expect(admin.getByRole('checkbox', { name: 'Policies', exact: true })).toBeChecked();
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveCount(0);

  // A role an account holds: its delete is disabled, and says why.
  await apiAs(page, 'admin', 'POST', '/api/admin/roles', {
    name: 'auditor',
    labels: { 'zh-CN': '审计员', 'en-US': 'Auditor' },
    permissions: ['audit.read'],
  });
  await apiAs(page, 'admin', 'POST', '/api/admin/accounts', {
    username: `auditor-${Date.now() % 1_000_000}`,
    name: 'Auditor',
    email: '',
    roles: ['auditor'],
    password: FIRST_PASSWORD,
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const held = row(page, 'auditor').getByRole('button', { name: 'Delete', exact: true });
  await expect(held).toBeDisabled();
  await held.locator('xpath=..').hover();
  // The Refresh button's tooltip may still be fading out: the delete's is found by its text.
  await expect(
    page.getByRole('tooltip', { name: '1 user holds this role: take it from them before deleting it' }),
  ).toBeVisible();
});
