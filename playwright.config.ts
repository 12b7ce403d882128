import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromium as installedChromium } from './scripts/chromium.mjs';

/** Chromium flags that work on these machines (see README, "Browser tests"). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = installedChromium().path;

/**
 * Each spec file runs on a console of its own (e2e/support/test.ts), so files run in parallel: one
 * worker per core (docs/testing.md has the measurements). E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers,
  // Flaky tests are fixed, not retried.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Playwright empties its output folder at the start: its own, so the other runners' reports stay.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    // The app honours reduced motion (the carousel stands, figures show at once): the suite runs
    // that way, and the few tests of motion ask for it themselves.
    reducedMotion: 'reduce',
    // A click or a page load that cannot happen fails in seconds, not at the test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: chromium, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
});
