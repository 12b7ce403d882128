/// <reference lib="dom" />
import { expect, test } from './support/test';
import type { ChannelForm } from '@console/shared/channel-form/schemas';
import { apiAs, resetChannelFormDraft } from './support/api';
import { loginAs } from './support/auth';
import { siderMenu } from './support/shell';
import { useLocaleAndResetAdminSettings } from './support/user-settings';

test.describe('result pages', () => {
  useLocaleAndResetAdminSettings('en-US');

  test('the success page shows where the latest channel form stands, and prints without the console around it', async ({
    page,
  }) => {
    const latest = await apiAs<ChannelForm>(page, 'admin', 'GET', '/api/channel-form/latest');
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1);
      };
    });
    await loginAs(page, 'admin', '/result/success');
    await expect(page.getByRole('heading', { name: 'Submit Success', level: 1 })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Form ${latest.number}: ${latest.activityName}, submitted \\d{4}-`)),
    ).toBeVisible();
    const steps = page.locator('.arco-steps-item');
    await expect(steps).toHaveText([
      /^Submit application\d{4}-/,
      'Leader reviewProcessing',
      'Purchase certificateWaiting',
      'Safety testWaiting',
      'Officially launchedWaiting',
    ]);

    await page.getByRole('button', { name: 'Print result' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
    await page.emulateMedia({ media: 'print' });
    await expect(siderMenu(page)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print result' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  });

  test('the error page gives the details; return for correction reopens the step form with its draft, Go Back goes back', async ({
    page,
  }) => {
    await apiAs(page, 'admin', 'PUT', '/api/channel-form/draft', {
      step: 2,
      data: { activityName: 'FixMe', advertisingSource: 'Sina' },
    });
    await loginAs(page, 'admin', '/result/success');
    await siderMenu(page).getByRole('menuitem', { name: 'Error', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Submit Error', level: 1 })).toBeVisible();
    await expect(page.getByText('Submit form error')).toBeVisible();
    const details = page.getByRole('region', { name: 'Error details' }).getByRole('listitem');
    await expect(details).toHaveText([
      /^The current domain name has not been registered\./,
      'Your user group does not have the authority to perform this operation.',
    ]);
    await expect(page.getByRole('link', { name: /Registration process/ })).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/result\/success$/);
    await page.goForward();
    await page.getByRole('button', { name: 'return for correction' }).click();
    await expect(page).toHaveURL(/\/form\/step$/);
    await expect(page.getByRole('textbox', { name: 'Advertising source' })).toHaveValue('Sina');
    await resetChannelFormDraft(page);
  });
});
