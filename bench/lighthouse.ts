/// <reference lib="dom" />
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Figure } from './report';
import { signIn } from '../e2e/support/console-process';

const DEBUG_PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** The metrics behind the performance score, in Lighthouse's audit ids. */
const METRICS = [
  { id: 'first-contentful-paint', name: 'first contentful paint', unit: 'ms' },
  { id: 'largest-contentful-paint', name: 'largest contentful paint', unit: 'ms' },
  { id: 'total-blocking-time', name: 'total blocking time', unit: 'ms' },
  { id: 'speed-index', name: 'speed index', unit: 'ms' },
  { id: 'cumulative-layout-shift', name: 'cumulative layout shift', unit: '' },
] as const;

interface LighthouseReport {
  /** Set when the run went wrong, e.g. the page never went quiet within Lighthouse's 45 s. */
  runWarnings: string[];
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
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

/**
 * Lighthouse (npm `lighthouse`, Debian Chromium) for /login and, signed in, /dashboard/workplace,
 * mobile and desktop. The browser keeps one profile so the signed-in run finds its token.
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
    const targets = [
      { path: '/login', mobilePerf: 97, signedIn: false },
      { path: '/dashboard/workplace', mobilePerf: 90, signedIn: true },
    ];
    for (const target of targets) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
      const page = await cdp.contexts()[0]!.newPage();
      await page.goto(`${url}/login`);
      const token = target.signedIn ? await signIn(url, 'admin', 'admin') : null;
      await page.evaluate(
        (value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')),
        token,
      );
      await page.close();
      await cdp.close();
      for (const desktop of [false, true]) {
        const report = runLighthouse(`${url}${target.path}`, desktop);
        const device = desktop ? 'desktop' : 'mobile';
        // A warning (a load that never ended, say) makes the scores suspect: it shows beside them.
        const warning = report.runWarnings.length > 0 ? `warning: ${report.runWarnings.join(' ')}` : undefined;
        for (const category of CATEGORIES) {
          const score = report.categories[category].score;
          const target100 = category === 'performance' && !desktop ? target.mobilePerf : 100;
          figures.push({
            group: 'lighthouse',
            name: `${target.path} ${device} ${category}`,
            value: score === null ? null : Math.round(score * 100),
            unit: '',
            target: target100,
            better: 'higher',
            note: warning,
          });
        }
        // What the performance score is made of, on both devices.
        for (const metric of METRICS) {
          const audit = report.audits[metric.id];
          const note =
            audit?.score === null || audit?.score === undefined ? undefined : `score ${Math.round(audit.score * 100)}`;
          figures.push({
            group: 'lighthouse',
            name: `${target.path} ${device} ${metric.name}`,
            value: audit?.numericValue ?? null,
            unit: metric.unit,
            better: 'lower',
            note,
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
