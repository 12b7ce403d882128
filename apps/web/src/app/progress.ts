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
  // With reduced motion the bar still shows a load, but neither slides nor fades: it goes when the load is done.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const configure = () => configureBar(reducedMotion.matches ? 0 : PROGRESS_BAR.speed);
  configure();
  i18n.on('languageChanged', configure);
  reducedMotion.addEventListener('change', configure);
  const busy = (state: TrackedRouter['state']) => !state.initialized || state.navigation.state !== 'idle';
  if (busy(router.state)) start();
  router.subscribe((state) => (busy(state) ? start() : done()));
}

/** The product's settings, at `speed`; the bar's accessible name follows the locale. */
function configureBar(speed: number): void {
  NProgress.configure({
    minimum: PROGRESS_BAR.minimum,
    speed,
    trickle: false,
    showSpinner: PROGRESS_BAR.showSpinner,
    barSelector: '[role="progressbar"]',
    template: `<div class="bar" role="progressbar" aria-label="${i18n.t('page.loading')}"><div class="peg"></div></div>`,
  });
}
