import { describe, expect, it, vi } from 'vitest';
import type { Screen } from '@/lib/routing/screen';
import { prefetchData } from './screen-loading';

/** A screen whose data prefetch is a spy, and a way to wait until its module has loaded. */
function screenWithPrefetch() {
  const prefetch = vi.fn();
  let loaded!: () => void;
  const moduleLoaded = new Promise<void>((resolve) => (loaded = resolve));
  const screen: Screen = {
    page: () => Promise.resolve({ default: () => null }),
    prefetch: () => {
      loaded();
      return Promise.resolve({ prefetch });
    },
  };
  return { screen, prefetch, moduleLoaded };
}

describe('prefetchData', () => {
  it('asks for the data once the prefetch code has loaded', async () => {
    const { screen, prefetch } = screenWithPrefetch();
    prefetchData(screen, new URL('http://localhost/list/search-table?page=2'));

    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0]?.[1]).toEqual(new URL('http://localhost/list/search-table?page=2'));
  });

  it('asks at once, within the navigation, when the prefetch code has loaded before', async () => {
    const { screen, prefetch, moduleLoaded } = screenWithPrefetch();
    prefetchData(screen, new URL('http://localhost/list/search-table'));
    await moduleLoaded;
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));

    prefetchData(screen, new URL('http://localhost/list/search-table?page=3'));
    // No await: the request must leave before the page's render gets the main thread.
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[1]?.[1]).toEqual(new URL('http://localhost/list/search-table?page=3'));
  });
});
