/// <reference lib="dom" />
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildMenu, builtinGrant, type MenuNode } from '@console/shared';
import { KIB, READY, recordFirstLoad, workplaceDrawn } from '../e2e/support/first-load';
import { watchNetwork } from '../e2e/support/network';
import { textsOf } from '../e2e/support/texts';
import { interactionFigure, measureInteractions, slowestInteraction, watchInteractions } from './interactions';
import { median, type Figure } from './report';
import { signIn } from '../e2e/support/console-process';
import { authApi, userApi } from '@console/shared/user/contract';

const RUNS = 5;
/** Passes over every menu route (each a browser context of its own). */
const SWITCH_RUNS = 3;

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
      'login answer': lastEnd((r) => path(r) === '/member-api${authApi.login.path}'),
      'profile answer': lastEnd((r) => path(r) === '/member-api${userApi.info.path}'),
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

/** The English texts, for the menu's labels. */
const EN = textsOf('en-US');

/** A menu route with the labels of its item and of the group it sits in (none at the top level). */
interface MenuRoute {
  path: string;
  label: string;
  group: string | undefined;
}

function menuRoutes(menu: readonly MenuNode[], group?: string): MenuRoute[] {
  return menu.flatMap((node) => {
    const label = EN(node.titleKey);
    if (node.children) return menuRoutes(node.children, label);
    return node.external ? [] : [{ path: node.path, label, group }];
  });
}

/** What a page shows while it waits: a spinner, a skeleton, a region marked busy, a chart not drawn yet. */
const WAITING = '.arco-spin-loading, .arco-skeleton, [aria-busy="true"], [data-chart-ready="false"]';
/** What counts as content: a heading, a table, a form, a grid, a card, a result, a drawn chart, an empty state. */
const CONTENT =
  'h1, h2, h3, h4, table, form, [role="grid"], .arco-card, .arco-result, .arco-empty, [data-chart-ready="true"]';

declare global {
  interface Window {
    /** What `<main>` held before a menu click: the page left and the tab bar. */
    benchBefore?: Set<Element>;
  }
}

/**
 * The page's `performance.now()` at the first frame that shows `path`'s page with content in view
 * and nothing in view still waiting. The page left stays in `<main>` until the next one is ready
 * (and after, hidden, in a tab), so only what `<main>` did not hold at the click counts.
 */
const contentShownAt = (page: Page, path: string) =>
  page.waitForFunction(
    ({ to, waiting, content }) => {
      const main = document.querySelector('main');
      if (location.pathname !== to || !main) return 0;
      const seen = Array.from(main.children)
        .filter((root) => !window.benchBefore?.has(root))
        .flatMap((root) => Array.from(root.querySelectorAll(`:is(${waiting}), :is(${content})`)))
        .filter((element) => element.checkVisibility() && element.getBoundingClientRect().top < window.innerHeight);
      if (seen.some((element) => element.matches(waiting))) return 0;
      return seen.length > 0 ? performance.now() : 0;
    },
    { to: path, waiting: WAITING, content: CONTENT },
    { timeout: 30_000, polling: 'raf' },
  );

/** Opens `route`'s menu item, its group first if the group is closed. */
async function clickMenuItem(page: Page, route: MenuRoute): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const item = (
    route.group === undefined
      ? menu
      : menu
          .locator('.arco-menu-inline')
          .filter({ has: page.getByRole('menuitem', { name: route.group, exact: true }) })
  ).getByRole('menuitem', { name: route.label, exact: true });
  if (route.group !== undefined && !(await item.isVisible()))
    await menu.getByRole('menuitem', { name: route.group, exact: true }).click();
  await item.click();
}

/**
 * Milliseconds from a click on each menu item, made on the Workplace, to the frame that shows the
 * page's content, on the page's own clock as for the sign-in: the time Playwright spends checking
 * that the item has stopped moving (a group's opening animation) comes before the click, not after
 * it. One browser context: each page is opened for the first time in it.
 */
async function switchesFromWorkplace(
  browser: Browser,
  url: string,
  token: string,
  routes: readonly MenuRoute[],
): Promise<Map<string, number>> {
  const page = await signedInPage(browser, url, token);
  await page.goto('/dashboard/workplace');
  await READY['/dashboard/workplace']!(page);
  const workplace = routes.find((route) => route.path === '/dashboard/workplace')!;
  const times = new Map<string, number>();
  for (const route of routes) {
    if (route === workplace) continue;
    if (page.url() !== `${url}/dashboard/workplace`) {
      await clickMenuItem(page, workplace);
      await READY['/dashboard/workplace']!(page);
    }
    await page.evaluate(() => {
      window.benchBefore = new Set(document.querySelector('main')?.children);
      document.addEventListener('click', () => performance.mark('menu click'), { capture: true, once: true });
    });
    await clickMenuItem(page, route);
    const shown = await (await contentShownAt(page, route.path)).jsonValue();
    const click = await page.evaluate(() => performance.getEntriesByName('menu click').at(-1)!.startTime);
    times.set(route.path, shown - click);
  }
  await page.context().close();
  return times;
}

/** Route switches of the leak measurement, and how often the heap is read between them. */
const LEAK = { switches: 200, every: 20 };

/** The heap after a forced collection, in MiB, and how much of it is compiled code. */
interface HeapReading {
  switches: number;
  mib: number;
  codeMib: number;
}

/**
 * The heap after a collection, and from a heap snapshot how much of it is V8's compiled code: the
 * code grows for minutes as V8 optimises more of the pages' functions, while a leak is in the objects.
 */
async function heapAfterGc(page: Page, switches: number): Promise<HeapReading> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }: { chunk: string }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const code = snapshot.meta.node_types[0].indexOf('code');
  let codeBytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + type] === code) codeBytes += nodes[i + size]!;
  return { switches, mib: usedSize / (1024 * 1024), codeMib: codeBytes / (1024 * 1024) };
}

/**
 * A leak shows as a heap that grows with use: `LEAK.switches` client-side switches through every
 * menu route in turn, the heap read after a collection every `LEAK.every` (on the Workplace, a
 * switch not counted). The first pass loads each page's code and data for the first time, so the
 * slope is fitted from the end of that pass.
 */
async function heapOverSwitches(
  browser: Browser,
  url: string,
  token: string,
  paths: readonly string[],
): Promise<{ afterEveryRoute: HeapReading; samples: HeapReading[] }> {
  const page = await signedInPage(browser, url, token);
  const network = watchNetwork(page);
  await page.goto('/dashboard/workplace');
  await network.quiet();
  const open = async (path: string) => {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await network.quiet();
    await page.waitForTimeout(300);
  };
  // Each reading is taken on the Workplace, so that it compares like with like: which page is shown
  // moves the heap by up to a megabyte.
  const reading = async (switches: number) => {
    await open('/dashboard/workplace');
    return heapAfterGc(page, switches);
  };
  const samples: HeapReading[] = [];
  let afterEveryRoute: HeapReading | undefined;
  for (let switches = 1; switches <= LEAK.switches; switches += 1) {
    await open(paths[(switches - 1) % paths.length]!);
    if (switches === paths.length) afterEveryRoute = await reading(switches);
    if (switches % LEAK.every === 0) samples.push(await reading(switches));
  }
  await page.context().close();
  return { afterEveryRoute: afterEveryRoute!, samples };
}

/** The least-squares slope of `value` over the switches, as a share of its mean per 100 switches. */
function growthPer100(samples: readonly HeapReading[], value: (reading: HeapReading) => number): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, s) => sum + s.switches, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + value(s), 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.switches - meanX) * (value(s) - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.switches - meanX) ** 2, 0);
  return ((covariance / variance) * 100 * 100) / meanY;
}

/** Sheet size of the scroll measurement (a 10,000 × 20 sheet must scroll smoothly). */
const SHEET = { rows: 10_000, columns: 20 };
/** How long the grid is scrolled, and how far each frame. */
const SCROLL = { ms: 3000, pxPerFrame: 160 };

/**
 * Frame times while a 10,000 × 20 sheet scrolls, and the slowest keystroke of typing in its cells:
 * a document of that size is saved through the API, opened on `/docs/excel`, and its grid scrolled
 * down by a fixed step every animation frame; the gaps between frames are the frame times (16.7 ms
 * is 60 frames a second).
 */
async function spreadsheet(
  browser: Browser,
  url: string,
  token: string,
): Promise<{ frames: number[]; typing: number[] }> {
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
    // Typing in a cell, back at the top: each of three cells gets a word, its edit dropped after.
    await page.evaluate(() => document.querySelector('[role="grid"]')!.scrollTo({ top: 0 }));
    const typing: number[] = [];
    for (const name of ['R1C1', 'R2C1', 'R3C1']) {
      await page.getByRole('gridcell', { name, exact: true }).click();
      await watchInteractions(page);
      await page.keyboard.type('Bench', { delay: 50 });
      typing.push(await slowestInteraction(page));
      await page.keyboard.press('Escape');
    }
    await page.context().close();
    return { frames, typing };
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

    const routes = menuRoutes(buildMenu(builtinGrant('admin')));
    const switches: Map<string, number>[] = [];
    for (let i = 0; i < SWITCH_RUNS; i += 1) switches.push(await switchesFromWorkplace(browser, url, token, routes));
    [...switches[0]!.keys()].forEach((path) =>
      figures.push({
        group: 'menu switch from the Workplace',
        name: `→ ${path}`,
        value: median(switches.map((run) => run.get(path)!)),
        unit: 'ms',
        target: 100,
        better: 'lower',
        note: `median of ${SWITCH_RUNS}; click → first frame with content, page clock`,
      }),
    );

    const { frames, typing } = await spreadsheet(browser, url, token);
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
    figures.push(interactionFigure('type in a cell of a 10,000 × 20 sheet', typing));
    figures.push(
      ...(await measureInteractions(async (path) => {
        const page = await signedInPage(browser, url, token);
        const network = watchNetwork(page);
        await page.goto(path);
        await READY[path]!(page);
        await network.quiet();
        return page;
      })),
    );

    const heap = await heapOverSwitches(
      browser,
      url,
      token,
      routes.map((route) => route.path),
    );
    const paths = routes.length;
    figures.push({
      group: 'memory',
      name: `JS heap after all ${paths} menu routes, after GC`,
      value: heap.afterEveryRoute.mib,
      unit: 'MiB',
      target: 20,
      better: 'lower',
      note: `${heap.afterEveryRoute.codeMib.toFixed(1)} MiB of it compiled code`,
    });
    const steady = heap.samples.filter((s) => s.switches >= paths);
    const readings = (value: (reading: HeapReading) => number) =>
      `every ${LEAK.every} switches: ${heap.samples.map((s) => value(s).toFixed(1)).join(', ')} MiB; fitted from switch ${steady[0]?.switches}`;
    const objects = (reading: HeapReading) => reading.mib - reading.codeMib;
    figures.push({
      group: 'memory',
      name: `JS heap growth per 100 route switches, objects (${LEAK.switches} switches)`,
      value: growthPer100(steady, objects),
      unit: '%',
      target: 1,
      better: 'lower',
      note: readings(objects),
    });
    figures.push({
      group: 'memory',
      name: `JS heap growth per 100 route switches, with compiled code`,
      value: growthPer100(steady, (reading) => reading.mib),
      unit: '%',
      better: 'lower',
      note: readings((reading) => reading.mib),
    });
    return figures;
  } finally {
    await browser.close();
  }
}
