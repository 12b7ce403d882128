/// <reference lib="dom" />
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PAGE_ROUTES } from '@console/shared';
import type { Figure } from './report';
import { signIn } from '../e2e/support/console-process';

const DEBUG_PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** The metrics behind the performance score, in Lighthouse's audit ids. */
const METRICS: readonly { id: string; name: string; unit: string; mobileTarget?: number }[] = [
  { id: 'first-contentful-paint', name: 'first contentful paint', unit: 'ms' },
  { id: 'largest-contentful-paint', name: 'largest contentful paint', unit: 'ms', mobileTarget: 2000 },
  { id: 'total-blocking-time', name: 'total blocking time', unit: 'ms', mobileTarget: 150 },
  { id: 'speed-index', name: 'speed index', unit: 'ms' },
  { id: 'cumulative-layout-shift', name: 'cumulative layout shift', unit: '' },
];
/** The mobile performance score every route must reach. */
const MOBILE_PERFORMANCE = 95;
/** The routes measured on the desktop preset too: the two every user loads. */
const DESKTOP = new Set(['/login', '/dashboard/workplace']);

/**
 * Every page route once (a route's parameter filled in; the redirect route, which is no page, left
 * out): those drawn before sign-in first, then the others signed in as the administrator.
 */
const TARGETS = PAGE_ROUTES.filter((route) => !route.path.startsWith('/redirect/'))
  .map((route) => ({ path: route.path.replace(':id', '1'), signedIn: route.requiresAuth }))
  .sort((a, b) => Number(a.signedIn) - Number(b.signedIn));

interface LighthouseReport {
  /** Set when the run went wrong, e.g. the page never went quiet within Lighthouse's 45 s. */
  runWarnings: string[];
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
  /** Where the page ended up: another route when the requested one redirected. */
  finalDisplayedUrl: string;
}

async function waitForDevtools(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

function runLighthouse(url: string, desktop: boolean): LighthouseReport {
  const args = [
    url,
    `--port=${DEBUG_PORT}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--disable-storage-reset',
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(desktop ? ['--preset=desktop'] : []),
  ];
  const { stdout, status, stderr } = spawnSync('npx', ['lighthouse', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (status !== 0) throw new Error(`lighthouse failed: ${stderr}`);
  return JSON.parse(stdout) as LighthouseReport;
}

/**
 * Removes the browser's profile. Chromium's helper processes write to it until they have all exited,
 * a little after the browser process, and sometimes for seconds: the removal retries, and a profile
 * that still will not go is left in the temporary folder rather than losing the measured figures.
 */
async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      return;
    } catch (error) {
      if (attempt === 3) {
        console.warn(`left the Lighthouse browser profile ${profile}: ${String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** Signs the browser's profile in or out, and empties its HTTP cache, so every run is a first visit. */
async function prepareProfile(url: string, token: string | null): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = await cdp.contexts()[0]!.newPage();
  await page.goto(`${url}/login`);
  await page.evaluate(
    (value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')),
    token,
  );
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await cdp.close();
}

/**
 * Lighthouse (npm `lighthouse`, Debian Chromium) for every page route on the mobile preset, and
 * for /login and the Workplace on the desktop one too. The browser keeps one profile so the
 * signed-in runs find their token; its cache is emptied before each run.
 */
export async function measureLighthouse(url: string, flags: string[]): Promise<Figure[]> {
  const profile = mkdtempSync(join(tmpdir(), 'console-lh-'));
  const browserProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...flags, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const figures: Figure[] = [];
  try {
    await waitForDevtools();
    const token = await signIn(url, 'admin', 'admin');
    for (const target of TARGETS) {
      for (const desktop of DESKTOP.has(target.path) ? [false, true] : [false]) {
        await prepareProfile(url, target.signedIn ? token : null);
        const report = runLighthouse(`${url}${target.path}`, desktop);
        const device = desktop ? 'desktop' : 'mobile';
        // A warning (a load that never ended, say) makes the scores suspect, and a redirect measures
        // another page: either shows beside them.
        const landed = new URL(report.finalDisplayedUrl).pathname;
        const notes = [
          ...(report.runWarnings.length > 0 ? [`warning: ${report.runWarnings.join(' ')}`] : []),
          ...(landed === target.path ? [] : [`redirected to ${landed}`]),
        ];
        const note = notes.length > 0 ? notes.join('; ') : undefined;
        for (const category of CATEGORIES) {
          const score = report.categories[category].score;
          figures.push({
            group: 'lighthouse',
            name: `${target.path} ${device} ${category}`,
            value: score === null ? null : Math.round(score * 100),
            unit: '',
            target: category === 'performance' && !desktop ? MOBILE_PERFORMANCE : 100,
            better: 'higher',
            note,
          });
        }
        // What the performance score is made of, on both devices.
        for (const metric of METRICS) {
          const audit = report.audits[metric.id];
          const score =
            audit?.score === null || audit?.score === undefined ? undefined : `score ${Math.round(audit.score * 100)}`;
          figures.push({
            group: 'lighthouse',
            name: `${target.path} ${device} ${metric.name}`,
            value: audit?.numericValue ?? null,
            unit: metric.unit,
            target: desktop ? undefined : metric.mobileTarget,
            better: 'lower',
            note: score,
          });
        }
      }
    }
  } finally {
    if (browserProcess.exitCode === null) {
      const exited = new Promise((resolve) => browserProcess.once('exit', resolve));
      browserProcess.kill('SIGTERM');
      await exited;
    }
    await removeProfile(profile);
  }
  return figures;
}
