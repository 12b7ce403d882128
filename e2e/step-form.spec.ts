import { expect, test, type Page } from './support/test';
import type { AuditLogPage } from '@console/shared';
import type { ChannelForm, ChannelFormDraft } from '@console/shared/channel-form/schemas';
import { apiAs, resetChannelFormDraft } from './support/api';
import { authorization, loginAs } from './support/auth';
import { siderMenu } from './support/shell';
import { useLocaleAndResetAdminSettings } from './support/user-settings';

const PATH = '/form/step';

function field(page: Page, label: string) {
  return page
    .locator('.arco-form-item')
    .filter({ visible: true })
    .filter({ has: page.locator('label', { hasText: label }) });
}

async function choose(page: Page, label: string, option: string) {
  await field(page, label).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible').getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function fillStepOne(page: Page, activityName: string) {
  await field(page, 'Activity name').getByRole('textbox').fill(activityName);
  await choose(page, 'Channel type', 'APP general channel');
  const promotionTime = field(page, 'Promotion time');
  await promotionTime.getByPlaceholder('Start date').click();
  await page.keyboard.type('2026-12-01');
  await page.keyboard.press('Enter');
  // The picker moves the focus to the end date once it has taken the start date.
  await expect(promotionTime.getByPlaceholder('End date')).toBeFocused();
  await page.keyboard.type('2026-12-15');
  await page.keyboard.press('Enter');
  await expect(promotionTime.getByPlaceholder('End date')).toHaveValue('2026-12-15');
}

async function fillStepTwo(page: Page) {
  await field(page, 'Advertising source').getByRole('textbox').fill('Sohu');
  await field(page, 'Advertising media').getByRole('textbox').fill('CPC');
  await field(page, 'Keywords').getByText('Toutiao', { exact: true }).click();
  await expect(field(page, 'Keywords').getByRole('checkbox', { name: 'Toutiao' })).toBeChecked();
  await field(page, 'Advertising content').getByRole('textbox').fill('Winter sale: 20% off in the first week.');
}

const channelFormAudits = async (page: Page) =>
  (await apiAs<AuditLogPage>(page, 'admin', 'GET', '/api/audit-logs?entityType=channelForm')).total;

test.describe('step form', () => {
  useLocaleAndResetAdminSettings('en-US');
  test.beforeEach(async ({ page }) => {
    await resetChannelFormDraft(page);
  });

  test('goes through the three steps, resumes its draft after a reload in step 2, and a double click submits once', async ({
    page,
  }) => {
    const name = `E2E${Date.now()}`;
    await loginAs(page, 'admin', PATH);
    await expect(page.getByRole('heading', { name: 'Create channel form', level: 1 })).toBeVisible();
    await fillStepOne(page, name);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(field(page, 'Advertising source')).toBeVisible();
    // The save once typing pauses, with the last field typed.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/channel-form/draft') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes('Winter sale'),
    );
    await fillStepTwo(page);
    await saved;
    await expect(page.getByRole('status')).toContainText('Draft saved at');

    // Another browser tab, or a reload, resumes where the user was, with what they typed.
    await page.reload();
    await expect(field(page, 'Advertising source').getByRole('textbox')).toHaveValue('Sohu');
    await expect(field(page, 'Advertising content').getByRole('textbox')).toHaveValue(
      'Winter sale: 20% off in the first week.',
    );
    await page.getByRole('button', { name: 'Prev', exact: true }).click();
    await expect(field(page, 'Activity name').getByRole('textbox')).toHaveValue(name);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const before = await channelFormAudits(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
    await expect(page.getByText('The form is submitted successfully!')).toBeVisible();
    const latest = await apiAs<ChannelForm>(page, 'admin', 'GET', '/api/channel-form/latest');
    expect(latest).toMatchObject({
      activityName: name,
      keyword: ['toutiao'],
      promotionTime: ['2026-12-01', '2026-12-15'],
      stage: 'leaderReview',
    });
    await expect(page.getByText(`Form ${latest.number} now waits for its leader review.`)).toBeVisible();
    expect(await channelFormAudits(page)).toBe(before + 1);
    expect(await apiAs<ChannelFormDraft | null>(page, 'admin', 'GET', '/api/channel-form/draft')).toBeNull();

    await page.getByRole('button', { name: 'Again' }).click();
    await expect(field(page, 'Activity name').getByRole('textbox')).toHaveValue('');
    await expect(field(page, 'Promote link').getByRole('textbox')).toHaveValue('https://arco.design');
    await fillStepOne(page, `${name}x`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await fillStepTwo(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'View progress' }).click();
    await expect(page).toHaveURL(/\/result\/success$/);
    await expect(page.getByText(new RegExp(`Form CF\\d+: ${name}x, submitted`))).toBeVisible();
  });

  test("shows each rule's message under its field, and the server's too", async ({ page }) => {
    await loginAs(page, 'admin', PATH);
    await field(page, 'Promote link').getByRole('textbox').fill('ftp://example.com');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(field(page, 'Activity name')).toContainText('Please enter the activity name');
    await expect(field(page, 'Channel type')).toContainText('Please select a channel type');
    await expect(field(page, 'Promotion time')).toContainText('Please select the promotion time');
    await expect(field(page, 'Promote link')).toContainText('The link must start with http:// or https://');
    await field(page, 'Activity name').getByRole('textbox').fill('spring-sale');
    await expect(field(page, 'Activity name')).toContainText('Enter at most 20 Chinese characters, letters or digits');

    await fillStepOne(page, 'ServerSaysNo');
    await field(page, 'Promote link').getByRole('textbox').fill('https://arco.design');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await fillStepTwo(page);
    await expect(field(page, 'Advertising content').getByRole('textbox')).toHaveValue(/Winter/);
    // A rule only the server knows (here: one it answers for a step-1 field) shows where the field is.
    await page.route('**/member-api/api/channel-form/submit', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 40000,
          msg: 'Invalid request parameters',
          data: { issues: [{ path: 'data.activityName', message: 'This name is taken' }] },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(field(page, 'Activity name')).toContainText('This name is taken');
  });

  test('is an administrator page: the user account has no form menu and the API refuses it', async ({ page }) => {
    await loginAs(page, 'user', PATH);
    await expect(page.getByRole('heading', { name: 'Create channel form' })).toHaveCount(0);
    await expect(siderMenu(page)).toBeVisible();
    await expect(siderMenu(page).getByText('Form', { exact: true })).toHaveCount(0);
    const refused = await page.request.post('/member-api/api/channel-form/submit', {
      headers: authorization('user'),
      data: { data: {} },
    });
    expect(refused.status()).toBe(403);
  });
});
