import { expect, test, type Page } from './support/test';
import { createPolicy } from './support/api';
import { authorization, loginAs, startWithLocale } from './support/auth';

/**
 * The audit log screen (`/admin/audit`): the filters find a record's entries, a row opens its
 * change field by field, and the download holds what the filters found. The API's filters, sort,
 * export labels and permission are the server's tests (modules/audit/audit.test.ts).
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

    await page.getByRole('button', { name: 'Download' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const lines = (await (await (await download).createReadStream()).toArray()).join('').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Switch status,Policy');
  });
});
