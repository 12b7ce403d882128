/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** Starts the app in the given theme (read from `arco-theme` at start-up). */
export async function startWithTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('arco-theme')) localStorage.setItem('arco-theme', value);
  }, theme);
}
