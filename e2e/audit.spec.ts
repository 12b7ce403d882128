import { expect, test, type Page } from './support/test';
import { apiAs, createPolicy } from './support/api';
import { authorization, loginAs, startWithLocale } from './support/auth';

/**
 * The audit log screen (`/admin/audit`): the filters find a record's entries, a row opens its
 * change field by field, and the download holds what the filters found; the administration's own
 * writes (an account disabled, a role's permissions, a menu entry renamed) read so too. The API's
 * filters, sort, export labels and permission are the server's tests (modules/audit/audit.test.ts).
 */
const PATH = '/admin/audit';

const rows = (page: Page) => page.locator('.arco-table').filter({ visible: true }).first().locator('tbody tr');

/** A policy of this test's own, created then switched offline: two entries in the log. */
async function auditedPolicy(page: Page): Promise<number> {
  const created = await createPolicy(page, `Audit e2e ${Date.now()}`);
  const response = await page.request.fetch(`/member-api/api/list/policy/${created.id}/status`, {
    method: 'PATCH',
    headers: authorization('admin'),
    data: { status: 'offline', version: created.version },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return created.id;
}

/** Downloads the filtered entries as CSV: its lines. */
async function downloadedLines(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  return (await (await (await download).createReadStream()).toArray()).join('').trim().split(/\r?\n/);
}

/** Opens the log filtered to one record, and its newest entry's change: the drawer. */
async function latestChange(page: Page, entityType: string, entityId: string | number) {
  await page.goto(`${PATH}?entityType=${entityType}&entityId=${entityId}`);
  await rows(page).first().getByRole('button', { name: 'View' }).click();
  return page.locator('.arco-drawer').filter({ visible: true });
}

/** A field's row of the change drawer: its label, the value before and the value after. */
const changed = (drawer: ReturnType<Page['locator']>, field: string) =>
  drawer.locator('tbody tr').filter({ has: drawer.page().getByText(field, { exact: true }) });

test.describe('the audit log', () => {
  test.beforeEach(({ page }) => startWithLocale(page, 'en-US'));

  test('finds a record’s entries, shows a change field by field, and downloads them', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await expect(rows(page).first()).toBeVisible();
    const id = await auditedPolicy(page);

    const form = page.locator('form').filter({ visible: true }).first();
    await form.locator('.arco-select').nth(0).click();
    await page.getByRole('option', { name: 'Policy', exact: true }).click();
    await form.getByPlaceholder("The record's ID").fill(String(id));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`entityId=${id}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText('Switch status');
    await expect(rows(page).nth(1)).toContainText('Create');

    await rows(page).nth(0).getByRole('button', { name: 'View' }).click();
    const drawer = page.locator('.arco-drawer').filter({ visible: true });
    await expect(drawer).toContainText(`Switch status · Policy ${id}`);
    const status = drawer.locator('tbody tr').filter({ hasText: 'Status' });
    await expect(status).toContainText('online');
    await expect(status).toContainText('offline');
    await drawer.locator('.arco-drawer-close-icon').click();
    await expect(drawer).toHaveCount(0);

    const lines = await downloadedLines(page);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Switch status,Policy');
  });

  test('shows the administration’s changes before and after: an account, a role, a menu entry', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await expect(rows(page).first()).toBeVisible();
    const suffix = Date.now() % 1_000_000;
    const role = await apiAs<{ id: number; version: number }>(page, 'admin', 'POST', '/api/admin/roles', {
      name: `audit-${suffix}`,
      labels: { 'zh-CN': '审计', 'en-US': 'Audit' },
      permissions: ['task.read'],
    });
    await apiAs(page, 'admin', 'PUT', `/api/admin/roles/${role.id}`, {
      labels: { 'zh-CN': '审计', 'en-US': 'Auditors' },
      permissions: ['task.read', 'audit.read'],
      version: role.version,
    });
    const account = await apiAs<{ id: number; version: number }>(page, 'admin', 'POST', '/api/admin/accounts', {
      username: `audited-${suffix}`,
      name: 'Audited',
      email: '',
      roles: ['user'],
      password: 'First-Pass1',
    });
    const response = await page.request.fetch(`/member-api/api/admin/accounts/${account.id}/status`, {
      method: 'PATCH',
      headers: authorization('admin'),
      data: { status: 'disabled', version: account.version },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { version } = await apiAs<{ version: number }>(page, 'admin', 'GET', '/api/admin/menu-layout');
    await apiAs(page, 'admin', 'PUT', '/api/admin/menu-layout', {
      version,
      entries: [{ name: 'Card', titles: { 'en-US': 'Cards' } }],
    });

    let drawer = await latestChange(page, 'role', role.id);
    await expect(drawer).toContainText(`Edit · Role ${role.id}`);
    await expect(changed(drawer, 'Permissions')).toContainText('["task.read"]');
    await expect(changed(drawer, 'Permissions')).toContainText('["task.read","audit.read"]');
    await expect(changed(drawer, 'Labels')).toContainText('Auditors');
    await drawer.locator('.arco-drawer-close-icon').click();
    await expect(rows(page)).toHaveCount(2);
    const lines = await downloadedLines(page);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Edit,Role');

    drawer = await latestChange(page, 'account', account.id);
    await expect(drawer).toContainText(`Disable · Account ${account.id}`);
    await expect(changed(drawer, 'Status')).toContainText('active');
    await expect(changed(drawer, 'Status')).toContainText('disabled');

    drawer = await latestChange(page, 'menu', 'Card');
    await expect(drawer).toContainText('Edit · Menu entry Card');
    await expect(changed(drawer, 'Name in English')).toContainText('Cards');
  });
});
