import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, memoryAttemptStore, type ProbedAttemptStore } from './attempt-store';
import { resilientAttemptStore, type ResilientAttemptStore } from './resilient-attempt-store';

const PROBE_MS = 10;
const T0 = 1_800_000_000_000;

/** A memory store that records its calls (`reserve a`, `release a forget`…) and fails every call, pings included, while `down`. */
function fakeStore() {
  const inner = memoryAttemptStore();
  const fake = { down: false, calls: [] as string[], closed: false };
  const call = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    if (fake.down) throw new Error('Connection is closed.');
    fake.calls.push(name);
    return run();
  };
  const store: ProbedAttemptStore = {
    reserve: (key, limit, now) => call(`reserve ${key}`, () => inner.reserve(key, limit, now)),
    release: (key, how) => call(`release ${key} ${how}`, () => inner.release(key, how)),
    sweep: (now) => call('sweep', () => inner.sweep(now)),
    ping: async () => {
      if (fake.down) throw new Error('Connection is closed.');
    },
    close: async () => {
      fake.closed = true;
    },
  };
  return Object.assign(fake, { store });
}

describe('resilient attempt store', () => {
  let primary: ReturnType<typeof fakeStore>;
  let fallback: ReturnType<typeof fakeStore>;
  let store: ResilientAttemptStore;
  const onDegraded = vi.fn<(error: unknown) => void>();
  const onRecovered = vi.fn<() => void>();

  const open = async ({ primaryDown = false } = {}) => {
    primary = fakeStore();
    fallback = fakeStore();
    primary.down = primaryDown;
    onDegraded.mockClear();
    onRecovered.mockClear();
    store = await resilientAttemptStore(primary.store, fallback.store, { onDegraded, onRecovered, probeMs: PROBE_MS });
  };
  afterEach(() => store.close());

  it('sends every call to the primary while it answers', async () => {
    await open();
    expect(await store.reserve('a', 3, T0)).toBe(0);
    await store.release('a', 'forget');
    await store.sweep(T0);
    expect(primary.calls).toEqual(['reserve a', 'release a forget', 'sweep']);
    expect(fallback.calls).toEqual(['sweep']);
    expect(store.state()).toBe('ok');
    expect(onDegraded).not.toHaveBeenCalled();
  });

  it('answers a failed call from the fallback, and the following ones without asking the primary, saying so once', async () => {
    await open();
    primary.down = true;
    const waits = await Promise.all(Array.from({ length: 5 }, () => store.reserve('a', 10, T0)));
    expect(waits).toEqual([0, 0, 0, 0, 0]);
    expect(store.state()).toBe('degraded');
    expect(onDegraded).toHaveBeenCalledOnce();
    expect(onDegraded).toHaveBeenCalledWith(new Error('Connection is closed.'));
    expect(fallback.calls).toEqual(Array.from({ length: 5 }, () => 'reserve a'));
  });

  it('keeps counting while the primary is down: the fallback blocks a key past its limit', async () => {
    await open();
    primary.down = true;
    expect([await store.reserve('a', 2, T0), await store.reserve('a', 2, T0)]).toEqual([0, 0]);
    expect(await store.reserve('a', 2, T0)).toBe(BACKOFF_BASE_MS);
  });

  it('still refuses a key the primary had blocked, until its block ends; then the fallback counts it', async () => {
    await open();
    expect([await store.reserve('a', 2, T0), await store.reserve('a', 2, T0)]).toEqual([0, 0]);
    expect(await store.reserve('a', 2, T0 + 100)).toBe(BACKOFF_BASE_MS - 100);
    primary.down = true;
    expect(await store.reserve('a', 2, T0 + 500)).toBe(BACKOFF_BASE_MS - 500);
    expect(fallback.calls).toEqual([]);
    expect(await store.reserve('a', 2, T0 + BACKOFF_BASE_MS)).toBe(0);
    expect(fallback.calls).toEqual(['reserve a']);
  });

  it('sends a release to the store that took the reservation, even after the primary came back', async () => {
    await open();
    primary.down = true;
    await store.reserve('a', 3, T0);
    primary.down = false;
    await vi.waitFor(() => expect(store.state()).toBe('ok'));
    await store.release('a', 'undo');
    expect(fallback.calls).toEqual(['reserve a', 'release a undo']);
    expect(primary.calls).toEqual([]);
    // The next reservation goes to the primary, and so does its release.
    await store.reserve('a', 3, T0);
    await store.release('a', 'forget');
    expect(primary.calls).toEqual(['reserve a', 'release a forget']);
  });

  it('drops a release the primary cannot take (its attempt stays counted there), without failing', async () => {
    await open();
    await store.reserve('a', 3, T0);
    primary.down = true;
    await expect(store.release('a', 'forget')).resolves.toBeUndefined();
    expect(store.state()).toBe('degraded');
    expect(fallback.calls).toEqual([]);
  });

  it('finds the primary back by its ping, says so once, and sends calls to it again', async () => {
    await open();
    primary.down = true;
    await store.reserve('a', 3, T0);
    await vi.waitFor(() => expect(onDegraded).toHaveBeenCalledOnce());
    primary.down = false;
    await vi.waitFor(() => expect(store.state()).toBe('ok'));
    await new Promise((resolve) => setTimeout(resolve, 3 * PROBE_MS));
    expect(onRecovered).toHaveBeenCalledOnce();
    await store.reserve('b', 3, T0);
    expect(primary.calls).toEqual(['reserve b']);
  });

  it('notices an outage by its ping, without any call', async () => {
    await open();
    primary.down = true;
    await vi.waitFor(() => expect(store.state()).toBe('degraded'));
    expect(onDegraded).toHaveBeenCalledOnce();
  });

  it('starts degraded when the primary does not answer at start-up, and recovers when it does', async () => {
    await open({ primaryDown: true });
    expect(store.state()).toBe('degraded');
    expect(onDegraded).toHaveBeenCalledOnce();
    expect(await store.reserve('a', 3, T0)).toBe(0);
    expect(fallback.calls).toEqual(['reserve a']);
    primary.down = false;
    await vi.waitFor(() => expect(store.state()).toBe('ok'));
    expect(onRecovered).toHaveBeenCalledOnce();
  });

  it('closes both stores and stops probing', async () => {
    await open();
    await store.close();
    expect([primary.closed, fallback.closed]).toEqual([true, true]);
    primary.down = true;
    await new Promise((resolve) => setTimeout(resolve, 3 * PROBE_MS));
    expect(onDegraded).not.toHaveBeenCalled();
  });
});
