import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '@console/shared';
import { trackNavigationProgress } from './progress';

type Router = Parameters<typeof trackNavigationProgress>[0];
type State = Router['state'];

/** A router whose navigation the test moves: loading, then idle. */
function fakeRouter() {
  let listener: ((state: State) => void) | undefined;
  const state = (navigation: 'loading' | 'idle') =>
    ({ initialized: true, navigation: { state: navigation } }) as unknown as State;
  const router: Router = {
    state: state('idle'),
    subscribe: (next) => {
      listener = (value) => next(value, { deletedFetchers: [], newErrors: null, flushSync: false });
      return () => undefined;
    },
  };
  return { router, navigate: (navigation: 'loading' | 'idle') => listener?.(state(navigation)) };
}

const bar = () => document.getElementById('nprogress');

/** matchMedia as a browser with (or without) reduced motion answers it, for the next call only. */
function preferReducedMotion(reduce: boolean): void {
  vi.mocked(window.matchMedia).mockImplementationOnce(
    (query) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

/** A route loads while the bar tracks the router, with (or without) reduced motion, and finishes loading. */
function loadRoute(reduce: boolean): void {
  preferReducedMotion(reduce);
  const { router, navigate } = fakeRouter();
  trackNavigationProgress(router);
  navigate('loading');
  expect(bar()?.querySelector('[role="progressbar"]')).not.toBeNull();
  navigate('idle');
}

describe('the top progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    bar()?.remove();
  });

  it('shows while a route loads and fades out over its speed once loaded', () => {
    loadRoute(false);
    vi.advanceTimersByTime(PROGRESS_BAR.speed);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(3 * PROGRESS_BAR.speed);
    expect(bar()).toBeNull();
  });

  it('goes as soon as the route has loaded when the user prefers reduced motion', () => {
    loadRoute(true);
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
