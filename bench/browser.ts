/// <reference lib="dom" />
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildMenu, builtinGrant, type MenuNode } from '@console/shared';
import { KIB, READY, recordFirstLoad, shownAt, workplaceDrawn } from '../e2e/support/first-load';
import { watchNetwork } from '../e2e/support/network';
import { median, type Figure } from './report';
import { signIn } from '../e2e/support/console-process';

const RUNS = 5;

async function signedInPage(browser: Browser, url: string, token: string | undefined): Promise<Page> {
  // Ask for gzip only, so transfer sizes are gzip sizes "as actually served".
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  await context.addInitScript((value) => {
    localStorage.setItem('arco-locale', 'en-US');
    if (value) localStorage.setItem('token', value);
  }, token ?? null);
  return context.newPage();
}

async function firstLoadSizes(browser: Browser, url: string, token: string): Promise<Figure[]> {
  const targets = [
    // Files as well as bytes for the two pages every user loads (ADR 024).
    { path: '/login', target: 160, files: 8, token: undefined },
    { path: '/dashboard/workplace', target: 400, files: 20, token },
    { path: '/list/search-table', target: 400, token },
    { path: '/project/card', target: 400, token },
    { path: '/project/detail/1', target: 400, token },
    { path: '/project/search-table', target: 400, token },
    { path: '/docs/excel', target: 400, token },
  ];
  const figures: Figure[] = [];
  for (const t of targets) {
    const page = await signedInPage(browser, url, t.token);
    // Every request of the first load, the page's own and its API calls included.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const assets = await recordFirstLoad(page, t.path, READY[t.path]);
    const bytes = assets.reduce((sum, a) => sum + a.transferred, 0);
    const apiCalls = requests.filter((r) => r.includes('/member-api/api/')).length;
    const note = `${assets.length} files; ${requests.length} requests, ${apiCalls} to the API`;
    figures.push({
      group: 'first load',
      name: `${t.path} gzip JS+CSS`,
      value: bytes / KIB,
      unit: 'KiB',
      target: t.target,
      better: 'lower',
      note,
    });
    if ('files' in t)
      figures.push({
        group: 'first load',
        name: `${t.path} JS+CSS files`,
        value: assets.length,
        unit: 'files',
        target: t.files,
        better: 'lower',
      });
    await page.context().close();
  }
  return figures;
}

/** Milliseconds from the sign-in click until each step of the way to a drawn Workplace had finished. */
interface SignInSteps {
  'login answer': number;
  'profile answer': number;
  'saved settings answer': number;
  'last code file (JS, CSS)': number;
  'last block answer': number;
  'last chart picture': number;
  drawn: number;
}

/**
 * One sign-in, from the click to the Workplace's charts drawn, with where the time went: the end
 * of each kind of request after the click, read from the page's resource timings. `settled`
 * clicks once the login page's network is quiet, as after a person has typed (the form's focus
 * preloads the landing page's code, ADR 010); otherwise the click follows the typing at once.
 */
async function loginToWorkplace(browser: Browser, url: string, settled: boolean): Promise<SignInSteps> {
  const page = await signedInPage(browser, url, undefined);
  const network = watchNetwork(page);
  await page.goto('/login');
  await page.locator('input#username_input').fill('admin');
  await page.locator('input#password_input').fill('admin');
  if (settled) await network.quiet();
  await page.evaluate(() =>
    document.addEventListener('click', () => performance.mark('sign-in'), { capture: true, once: true }),
  );
  await page.locator('form button[type="submit"]').click();
  // The page's own clock at the frame that showed the charts, not when this script heard of it.
  const drawn = await (await workplaceDrawn(page)).jsonValue();
  // Plain JavaScript text: tsx would name the functions with a helper the page does not have.
  const steps = await page.evaluate<SignInSteps>(`(() => {
    const drawn = ${drawn};
    const click = performance.getEntriesByName('sign-in')[0].startTime;
    const after = performance.getEntriesByType('resource').filter((r) => r.startTime >= click);
    const path = (r) => new URL(r.name).pathname;
    const api = (r) => path(r).replace('/member-api/api', '');
    const isApi = (r) => path(r).startsWith('/member-api/api/');
    const lastEnd = (test) => Math.max(0, ...after.filter(test).map((r) => r.responseEnd - click));
    // Each block's first answer: a later request to the same path (the visit recorded after the
    // page has drawn) is not on the way.
    const firstEnds = (test) => {
      const ends = new Map();
      for (const r of after.filter(test)) if (!ends.has(path(r))) ends.set(path(r), r.responseEnd - click);
      return Math.max(0, ...ends.values());
    };
    const shell = ['/user/settings', '/message/list'];
    return {
      'login answer': lastEnd((r) => path(r) === '/member-api/member/web/cacheLogin'),
      'profile answer': lastEnd((r) => path(r) === '/member-api/member/info'),
      'saved settings answer': lastEnd((r) => api(r) === '/user/settings'),
      'last code file (JS, CSS)': lastEnd((r) => /\\.(js|css)$/.test(path(r))),
      'last block answer': firstEnds((r) => isApi(r) && !shell.includes(api(r)) && !api(r).startsWith('/workplace/charts/') && !api(r).startsWith('/live/')),
      'last chart picture': lastEnd((r) => api(r).startsWith('/workplace/charts/')),
      drawn: drawn - click,
    };
  })()`);
  await page.context().close();
  return steps;
}

/**
 * Milliseconds from a click on a menu item to the frame that shows the page's content, on the
 * page's own clock as for the sign-in: the time Playwright spends checking that the item has
 * stopped moving (the group's opening animation) comes before the click, not after it.
 */
async function menuSwitches(browser: Browser, url: string, token: string): Promise<number[]> {
  const page = await signedInPage(browser, url, token);
  await page.goto('/dashboard/workplace');
  await READY['/dashboard/workplace']!(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('menuitem', { name: 'List', exact: true }).click();
  const times: number[] = [];
  // What only the page being opened shows: the search table's page card is still on screen when
  // the card list is clicked, so the card list counts once its cards have titles.
  for (const [label, content] of [
    ['Search Table', '.arco-table tbody tr'],
    ['Card List', '.arco-card h3'],
  ] as const) {
    await page.evaluate(() =>
      document.addEventListener('click', () => performance.mark('menu click'), { capture: true, once: true }),
    );
    await menu.getByRole('menuitem', { name: label, exact: true }).click();
    const shown = await (await shownAt(page, content)).jsonValue();
    const click = await page.evaluate(() => performance.getEntriesByName('menu click').at(-1)!.startTime);
    times.push(shown - click);
  }
  await page.context().close();
  return times;
}

function leafPaths(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((n) => (n.children ? leafPaths(n.children) : n.external ? [] : [n.path]));
}

async function heapAfterEveryPage(browser: Browser, url: string, token: string): Promise<number> {
  const page = await signedInPage(browser, url, token);
  const network = watchNetwork(page);
  await page.goto('/dashboard/workplace');
  await network.quiet();
  for (const path of leafPaths(buildMenu(builtinGrant('admin')))) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await network.quiet();
    await page.waitForTimeout(300);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await page.context().close();
  return usedSize / (1024 * 1024);
}

/** Sheet size of the scroll measurement (a 10,000 × 20 sheet must scroll smoothly). */
const SHEET = { rows: 10_000, columns: 20 };
/** How long the grid is scrolled, and how far each frame. */
const SCROLL = { ms: 3000, pxPerFrame: 160 };

/**
 * Frame times while a 10,000 × 20 sheet scrolls: a document of that size is saved through the
 * API, opened on `/docs/excel`, and its grid scrolled down by a fixed step every animation frame;
 * the gaps between frames are the frame times (16.7 ms is 60 frames a second).
 */
async function spreadsheetFrames(browser: Browser, url: string, token: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = (await (
    await fetch(`${url}/member-api/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench 10000 x 20' }),
    })
  ).json()) as { data: { id: number } };
  const id = created.data.id;
  try {
    const rows = Array.from({ length: SHEET.rows }, (_, r) =>
      Array.from({ length: SHEET.columns }, (_, c) => `R${r + 1}C${c + 1}`),
    );
    const content = { sheets: [{ name: 'Bench', columns: SHEET.columns, rows }] };
    const saved = await fetch(`${url}/member-api/api/documents/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ content, version: 1 }),
    });
    if (!saved.ok) throw new Error(`saving the bench sheet failed: ${saved.status}`);
    const page = await signedInPage(browser, url, token);
    await page.goto(`/docs/excel?doc=${id}`);
    await page.getByRole('gridcell', { name: 'R1C1', exact: true }).waitFor();
    // Plain JavaScript text: tsx would name the functions with a helper the page does not have.
    const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
      const grid = document.querySelector('[role="grid"]');
      const times = [];
      let started = 0;
      let last = 0;
      function step(now) {
        times.push(now - last);
        last = now;
        grid.scrollTop += ${SCROLL.pxPerFrame};
        if (now - started < ${SCROLL.ms}) requestAnimationFrame(step);
        else resolve(times);
      }
      requestAnimationFrame((now) => {
        started = last = now;
        requestAnimationFrame(step);
      });
    })`);
    await page.context().close();
    return frames;
  } finally {
    await fetch(`${url}/member-api/api/documents/${id}`, {
      method: 'DELETE',
      headers: { authorization: headers.authorization },
    });
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

export async function measureBrowser(url: string, flags: string[]): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: flags,
  });
  try {
    const token = await signIn(url, 'admin', 'admin');
    const figures = await firstLoadSizes(browser, url, token);

    for (const settled of [false, true]) {
      const signIns: SignInSteps[] = [];
      for (let i = 0; i < RUNS; i += 1) signIns.push(await loginToWorkplace(browser, url, settled));
      const when = settled ? 'once the login page is quiet' : 'right after typing';
      const note = `median of ${RUNS}`;
      figures.push({
        group: 'timing',
        name: `login click ${when} → workplace charts drawn`,
        value: median(signIns.map((s) => s.drawn)),
        unit: 'ms',
        target: 400,
        better: 'lower',
        note,
      });
      for (const step of Object.keys(signIns[0]!) as (keyof SignInSteps)[]) {
        if (step !== 'drawn')
          figures.push({
            group: `sign-in path, click ${when}`,
            name: `click → ${step}`,
            value: median(signIns.map((s) => s[step])),
            unit: 'ms',
            better: 'lower',
            note,
          });
      }
    }

    const switches: number[][] = [];
    for (let i = 0; i < RUNS; i += 1) switches.push(await menuSwitches(browser, url, token));
    figures.push({
      group: 'timing',
      name: 'menu switch workplace → search table',
      value: median(switches.map((s) => s[0]!)),
      unit: 'ms',
      target: 150,
      better: 'lower',
      note: `median of ${RUNS}; click → first frame with content, page clock`,
    });
    figures.push({
      group: 'timing',
      name: 'menu switch search table → card list',
      value: median(switches.map((s) => s[1]!)),
      unit: 'ms',
      target: 150,
      better: 'lower',
      note: `median of ${RUNS}; click → first frame with content, page clock`,
    });

    const frames = await spreadsheetFrames(browser, url, token);
    const note = `${frames.length} frames over ${SCROLL.ms / 1000} s, ${SCROLL.pxPerFrame} px a frame`;
    figures.push({
      group: 'timing',
      name: 'spreadsheet 10,000 × 20 scroll: median frame',
      value: median(frames),
      unit: 'ms',
      target: 16.7,
      better: 'lower',
      note,
    });
    figures.push({
      group: 'timing',
      name: 'spreadsheet 10,000 × 20 scroll: 95th percentile frame',
      value: percentile(frames, 95),
      unit: 'ms',
      target: 33.4,
      better: 'lower',
      note,
    });

    figures.push({
      group: 'memory',
      name: 'JS heap after every menu page, after GC',
      value: await heapAfterEveryPage(browser, url, token),
      unit: 'MiB',
      target: 20,
      better: 'lower',
    });
    return figures;
  } finally {
    await browser.close();
  }
}
