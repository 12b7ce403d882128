import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { DataRouter } from 'react-router';
import { PROGRESS_BAR } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';

type TrackedRouter = Pick<DataRouter, 'state' | 'subscribe'>;

let trickle: ReturnType<typeof setInterval> | undefined;

function start(): void {
  if (trickle !== undefined) return;
  NProgress.start();
  // nprogress 0.2 has no trickle rate option: trickle by hand with the product's rate and period.
  trickle = setInterval(() => NProgress.inc(PROGRESS_BAR.trickleRate), PROGRESS_BAR.trickleSpeed);
}

function done(): void {
  clearInterval(trickle);
  trickle = undefined;
  NProgress.done();
}

/**
 * Top progress bar (settings in docs/product.md, Constants) running while the router loads a route: guards,
 * profile and page module. Its template is a labelled progressbar (the default fails axe).
 */
export function trackNavigationProgress(router: TrackedRouter): void {
  configure();
  i18n.on('languageChanged', configure);
  const busy = (state: TrackedRouter['state']) => !state.initialized || state.navigation.state !== 'idle';
  if (busy(router.state)) start();
  router.subscribe((state) => (busy(state) ? start() : done()));
}

/** Spec settings; the bar's accessible name follows the locale. */
function configure(): void {
  NProgress.configure({
    minimum: PROGRESS_BAR.minimum,
    speed: PROGRESS_BAR.speed,
    trickle: false,
    showSpinner: PROGRESS_BAR.showSpinner,
    barSelector: '[role="progressbar"]',
    template: `<div class="bar" role="progressbar" aria-label="${i18n.t('page.loading')}"><div class="peg"></div></div>`,
  });
}
