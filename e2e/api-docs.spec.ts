import { expect, test } from './support/test';

for (const path of ['/member-api/docs', '/member-api/docs/']) {
  test(`the API docs page at ${path} renders the operations`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (!response.ok() && response.status() !== 302) failed.push(`${response.status()} ${response.url()}`);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { name: /Console API/ })).toBeVisible();
    // Every area is listed folded, the last one included (over a hundred operations drawn at once
    // stopped Swagger UI after the first few); one opens on demand.
    await expect(page.locator('.opblock-tag', { hasText: /^monitor/ })).toBeVisible();
    await page.locator('.opblock-tag', { hasText: /^policy/ }).click();
    await expect(page.getByRole('link', { name: '/member-api/api/list/policy', exact: true }).first()).toBeVisible();
    // Swagger UI's own stylesheet is applied: the operation blocks are laid out, not plain text.
    await expect(page.locator('.opblock').first()).toHaveCSS('border-radius', '4px');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
}
