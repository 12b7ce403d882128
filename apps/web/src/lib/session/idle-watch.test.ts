import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBroadcastChannel } from '@/test/fake-broadcast-channel';
import type { IdleState, IdleWatchOptions } from './idle-watch';

const MINUTE = 60_000;
/** SESSION_IDLE_MINUTES=15: the session is sure to last 14 minutes after a request (the server's touch interval is a minute). */
const IDLE_SECONDS = 15 * 60;
const USABLE = 14 * MINUTE;

/**
 * A browser tab: modules of its own (its request record and channel), as a tab has, and a watch on
 * them. `request` is a successful request of this tab, as the HTTP client reports it.
 */
async function openTab(options: Partial<IdleWatchOptions> = {}) {
  vi.resetModules();
  const [{ watchIdle }, extension, channel] = await Promise.all([
    import('./idle-watch'),
    import('./idle-extension'),
    import('./idle-channel'),
  ]);
  const changes: IdleState[] = [];
  const onEnd = vi.fn<IdleWatchOptions['onEnd']>();
  const keepAlive = vi.fn<IdleWatchOptions['keepAlive']>(() => {
    // The request succeeds: the client reports it as a request sent now.
    extension.sessionExtended(Date.now());
    return Promise.resolve(true);
  });
  const request = () => extension.sessionExtended(Date.now());
  // The profile's request, which every signed-in page starts with.
  request();
  const watch = watchIdle({
    idleSeconds: IDLE_SECONDS,
    keepAlive,
    onChange: (state) => changes.push(state),
    onEnd,
    ...options,
  });
  return {
    watch,
    onEnd,
    keepAlive,
    request,
    post: channel.postSessionMessage,
    phase: () => changes.at(-1)?.phase ?? 'active',
    endsAt: () => changes.at(-1)?.endsAt,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});

afterEach(() => {
  FakeBroadcastChannel.open.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('watchIdle', () => {
  it('loads the warning 90 s before the end, shows it 60 s before, and ends the session at zero', async () => {
    const started = Date.now();
    const tab = await openTab();
    await vi.advanceTimersByTimeAsync(USABLE - 90_001);
    expect(tab.phase()).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.phase()).toBe('soon');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.phase()).toBe('warning');
    expect(tab.endsAt()).toBe(started + USABLE);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(tab.onEnd).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.onEnd).toHaveBeenCalledExactlyOnceWith('expired');
    // Ended: nothing more happens, whatever comes.
    tab.request();
    tab.watch.activity();
    await vi.advanceTimersByTimeAsync(USABLE);
    expect(tab.onEnd).toHaveBeenCalledOnce();
    expect(tab.keepAlive).not.toHaveBeenCalled();
  });

  it('counts again from each request: one made during the warning closes it', async () => {
    const tab = await openTab();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    tab.request();
    const requestAt = Date.now();
    await vi.advanceTimersByTimeAsync(USABLE - 60_000);
    expect(tab.phase()).toBe('warning');
    expect(tab.endsAt()).toBe(requestAt + USABLE);
    tab.request();
    expect(tab.phase()).toBe('active');
    await vi.advanceTimersByTimeAsync(USABLE - 1);
    expect(tab.onEnd).not.toHaveBeenCalled();
  });

  it('waits out an idle time longer than a timer can (30 days) without ending early', async () => {
    const tab = await openTab({ idleSeconds: 30 * 24 * 60 * 60 });
    await vi.advanceTimersByTimeAsync(29 * 24 * 60 * MINUTE);
    expect(tab.onEnd).not.toHaveBeenCalled();
    expect(tab.phase()).toBe('active');
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE - 2 * MINUTE);
    expect(tab.phase()).toBe('warning');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(tab.onEnd).toHaveBeenCalledWith('expired');
  });

  it('extends the session on activity only past half the idle time, with one request at a time', async () => {
    let answer: (alive: boolean) => void = () => undefined;
    const tab = await openTab();
    tab.watch.activity();
    await vi.advanceTimersByTimeAsync(USABLE / 2 - 1);
    tab.watch.activity();
    expect(tab.keepAlive).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    tab.keepAlive.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    for (let i = 0; i < 50; i++) tab.watch.activity();
    expect(tab.keepAlive).toHaveBeenCalledOnce();
    tab.request();
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    // Extended: a while without requests again.
    tab.watch.activity();
    expect(tab.keepAlive).toHaveBeenCalledOnce();
  });

  it('asks again on activity only 30 s after a keep-alive that got no answer', async () => {
    const tab = await openTab();
    tab.keepAlive.mockRejectedValueOnce(new TypeError('Network Error'));
    await vi.advanceTimersByTimeAsync(USABLE / 2);
    tab.watch.activity();
    await vi.advanceTimersByTimeAsync(0);
    tab.watch.activity();
    expect(tab.keepAlive).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(30_000);
    tab.watch.activity();
    expect(tab.keepAlive).toHaveBeenCalledTimes(2);
  });

  it('leaves an open warning to its buttons: activity does not close it', async () => {
    const tab = await openTab();
    await vi.advanceTimersByTimeAsync(USABLE - 60_000);
    expect(tab.phase()).toBe('warning');
    tab.watch.activity();
    expect(tab.keepAlive).not.toHaveBeenCalled();

    await tab.watch.stay();
    expect(tab.keepAlive).toHaveBeenCalledOnce();
    expect(tab.phase()).toBe('active');
  });

  it('ends the session when staying finds it ended on the server', async () => {
    const tab = await openTab();
    await vi.advanceTimersByTimeAsync(USABLE - 60_000);
    tab.keepAlive.mockResolvedValueOnce(false);
    await tab.watch.stay();
    expect(tab.onEnd).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('keeps the warning when staying gets no answer', async () => {
    const tab = await openTab();
    await vi.advanceTimersByTimeAsync(USABLE - 60_000);
    tab.keepAlive.mockRejectedValueOnce(new TypeError('Network Error'));
    await tab.watch.stay();
    expect(tab.phase()).toBe('warning');
    expect(tab.onEnd).not.toHaveBeenCalled();
  });

  it('looks at the clock again when asked, as after the computer slept', async () => {
    const tab = await openTab();
    // Timers stood still while the clock moved on.
    vi.setSystemTime(Date.now() + USABLE + MINUTE);
    tab.watch.check();
    expect(tab.onEnd).toHaveBeenCalledWith('expired');
  });
});

describe('watchIdle across tabs', () => {
  it('keeps every tab signed in by a request or "stay signed in" in one of them', async () => {
    const first = await openTab();
    const second = await openTab();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    first.request();
    await vi.advanceTimersByTimeAsync(USABLE - 60_000);
    // Both count from the first tab's request.
    expect(first.phase()).toBe('warning');
    expect(second.phase()).toBe('warning');
    expect(second.endsAt()).toBe(first.endsAt());

    await second.watch.stay();
    expect(second.phase()).toBe('active');
    expect(first.phase()).toBe('active');
    await vi.advanceTimersByTimeAsync(USABLE - 60_001);
    expect(first.onEnd).not.toHaveBeenCalled();
    expect(second.onEnd).not.toHaveBeenCalled();
  });

  it('ends the others when the time runs out in one, and signs them out when one signs out', async () => {
    const first = await openTab();
    const second = await openTab();
    // The second tab's timers are held back (a background tab): the first one's end reaches it.
    vi.setSystemTime(Date.now() + USABLE);
    first.watch.check();
    expect(first.onEnd).toHaveBeenCalledExactlyOnceWith('expired');
    expect(second.onEnd).toHaveBeenCalledExactlyOnceWith('expired');

    const third = await openTab();
    const fourth = await openTab();
    third.post({ type: 'signed-out' });
    expect(fourth.onEnd).toHaveBeenCalledExactlyOnceWith('signed-out');
    // The tab that signed out leaves by itself.
    expect(third.onEnd).not.toHaveBeenCalled();
  });

  it('keeps to itself without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = await openTab();
    tab.post({ type: 'expired' });
    await vi.advanceTimersByTimeAsync(USABLE);
    expect(tab.onEnd).toHaveBeenCalledWith('expired');
  });
});
