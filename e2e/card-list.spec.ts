import { expect, test, type Page } from './support/test';
import { loginAs } from './support/auth';
import { useLocaleAndResetAdminSettings } from './support/user-settings';

const PATH = '/list/card';

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

test.describe('card list', () => {
  useLocaleAndResetAdminSettings('en-US');

  test('shows the three sections, filtered by tab and by the search box', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    for (const title of ['Quality inspection', 'The service', 'Rules preset'])
      await expect(section(page, title)).toBeVisible();
    await expect(section(page, 'Rules preset').locator('.arco-card')).toHaveCount(6);

    await page.locator('.arco-radio-group').getByText('The service', { exact: true }).click();
    await expect(section(page, 'Rules preset')).toHaveCount(0);
    await expect(section(page, 'The service').locator('.arco-card')).toHaveCount(4);

    await page.locator('.arco-radio-group').getByText('All', { exact: true }).click();
    const firstTitle = (await section(page, 'Rules preset').locator('h3').first().textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Search by title' }).fill(firstTitle);
    await expect(section(page, 'Rules preset').locator('h3')).toHaveText([firstTitle]);
  });

  test('a rule preset switch survives a reload', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    const card = section(page, 'Rules preset').locator('.arco-card').first();
    const toggle = card.getByRole('switch');
    const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(!wasOn));

    await page.reload();
    const reloaded = section(page, 'Rules preset').locator('.arco-card').first().getByRole('switch');
    await expect(reloaded).toHaveAttribute('aria-checked', String(!wasOn));
    await expect(section(page, 'Rules preset').locator('.arco-card').first().getByText('Enabled')).toHaveCount(
      wasOn ? 0 : 1,
    );
    await reloaded.click();
    await expect(reloaded).toHaveAttribute('aria-checked', String(wasOn));
  });

  test('a service action survives a reload', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    const services = section(page, 'The service');
    const card = services
      .locator('.arco-card')
      .filter({ has: page.getByRole('button', { name: /^Open / }) })
      .first();
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('button', { name: /^Open / }).click();
    const opened = services.locator('.arco-card').filter({ hasText: title });
    await expect(opened.getByText('Opened')).toBeVisible();

    await page.reload();
    await expect(
      section(page, 'The service').locator('.arco-card').filter({ hasText: title }).getByText('Opened'),
    ).toBeVisible();
    await section(page, 'The service')
      .locator('.arco-card')
      .filter({ hasText: title })
      .getByRole('button', { name: /^Cancel / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the service' }).click();
    await expect(
      section(page, 'The service').locator('.arco-card').filter({ hasText: title }).getByText('Opened'),
    ).toHaveCount(0);
  });

  test('a quality-inspection queue is created, inspected and deleted', async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    const queues = section(page, 'Quality inspection');
    await queues.getByRole('button', { name: 'Create a quality-inspection queue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Trailers');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const card = queues.locator('.arco-card').filter({ has: page.getByRole('heading', { name: 'Trailers' }) });
    await expect(card.getByText('Inspection queue for video content')).toBeVisible();

    await card.getByRole('button', { name: 'Inspect Trailers' }).click();
    await expect(card.getByText('Inspecting', { exact: true })).toBeVisible();
    await page.reload();
    await card.getByRole('button', { name: 'Stop inspecting Trailers' }).click();
    await expect(card.getByText('Inspecting', { exact: true })).toHaveCount(0);

    await card.getByRole('button', { name: 'Delete Trailers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete the queue' }).click();
    await expect(card).toHaveCount(0);
  });

  test('the user account sees no card actions', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(section(page, 'Rules preset').locator('.arco-card')).toHaveCount(6);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(section(page, 'The service').getByRole('button')).toHaveCount(0);
    await expect(section(page, 'Quality inspection').getByRole('button')).toHaveCount(0);
  });
});
