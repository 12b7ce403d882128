/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';

/** The sider menu (its accessible name is localized: pass it). */
export function siderMenu(page: Page, label: string | RegExp = /Main menu|主菜单/): Locator {
  return page.getByRole('complementary').getByRole('navigation', { name: label });
}

/** Labels of the top-level entries of a menu, in order. */
export async function topLevelMenuLabels(menu: Locator): Promise<string[]> {
  return menu.evaluate((nav) =>
    Array.from(nav.querySelectorAll('.arco-menu-inner > *')).map(
      (el) => (el.querySelector('.arco-menu-inline-header, .arco-menu-pop-header') ?? el).textContent?.trim() ?? '',
    ),
  );
}

/** The success toast currently shown. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.arco-message').filter({ hasText: text });
}

/** Chooses `option` in the select of the visible form item labelled `field` (a search form's filter). */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page
    .locator('.arco-form-item')
    .filter({ visible: true })
    .filter({ hasText: field })
    .first()
    .locator('.arco-select')
    .click();
  await page.locator('.arco-select-popup:visible').getByRole('option', { name: option, exact: true }).click();
}
