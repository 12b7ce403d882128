// The Chromium the browser suite drives: Debian's, never one downloaded at install time.
import { existsSync } from 'node:fs';

/** What installs it on this machine (README, "Browser tests"). */
export const CHROMIUM_INSTALL = 'sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk';

/**
 * Debian's old headless shell (package `chromium-headless-shell`) when it is installed: it has no
 * browser window to keep, and the suite took about a fifth less CPU with it than with the full
 * browser (docs/testing.md). CHROMIUM_PATH overrides it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser's path, and whether it is there. */
export function chromium() {
  const path = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
  return { path, installed: existsSync(path) };
}
