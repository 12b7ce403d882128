import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the top progress bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    bar()?.remove();
  });

  it('shows while a route loads and fades out over its speed once loaded', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const { router, navigate } = fakeRouter();
    trackNavigationProgress(router);
    navigate('loading');
    expect(bar()?.querySelector('[role="progressbar"]')).not.toBeNull();
    navigate('idle');
    vi.advanceTimersByTime(PROGRESS_BAR.speed);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(3 * PROGRESS_BAR.speed);
    expect(bar()).toBeNull();
  });

  it('goes as soon as the route has loaded when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    const { router, navigate } = fakeRouter();
    trackNavigationProgress(router);
    navigate('loading');
    expect(bar()).not.toBeNull();
    navigate('idle');
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
