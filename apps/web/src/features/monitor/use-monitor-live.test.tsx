import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@console/shared';
import type { Studio } from '@console/shared/monitor/schemas';
import { monitorKeys, useViewers } from './api/monitor-api';
import { useMonitorLive } from './use-monitor-live';

/** The live channel, driven by the test: it delivers an event to the page's listeners. */
const listeners = new Map<string, Set<(data: unknown) => void>>();
vi.mock('@/lib/live/live-channel', () => ({
  liveChannel: {
    on: (name: string, listener: (data: unknown) => void) => {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => void set.delete(listener);
    },
    watch: () => () => undefined,
  },
}));
const hear = (name: string, data: unknown) => act(() => listeners.get(name)?.forEach((listener) => listener(data)));

const studio = (viewers: number): Studio => ({
  title: 'Evening show',
  notification: '',
  category: 'music',
  tag: 'live',
  liveMethod: 'video',
  line: 'main',
  cdn: 'CDN A',
  playFormat: 'flv',
  quality: 'hd',
  gasket: false,
  streams: [],
  viewers,
  ownerName: 'admin',
  updatedTime: '2026-11-26T08:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (viewers: number) =>
  new Response(JSON.stringify({ code: 20000, msg: 'ok', data: studio(viewers) }), { status: 200 });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  listeners.clear();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useMonitorLive();
      return useViewers();
    },
    { wrapper },
  );
  const studioLoaded = () => waitFor(() => expect(client.getQueryData(monitorKeys.studio())).toBeDefined());
  return { viewers: hook.result, studioLoaded, client, unmount: hook.unmount };
}

describe("the monitor's viewer count", () => {
  it('is the studio answer until the live channel tells one', async () => {
    fetchMock.mockResolvedValueOnce(answer(3));
    const { viewers, studioLoaded } = setup();
    await studioLoaded();
    expect(viewers.current).toBe(3);
    hear(LIVE_EVENTS.viewers, { viewers: 4 });
    await waitFor(() => expect(viewers.current).toBe(4));
  });

  it('keeps a count the channel told before an older studio answer landed', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const { viewers, studioLoaded } = setup();
    // This tab's stream opened after the server had counted the viewers for the studio answer.
    hear(LIVE_EVENTS.viewers, { viewers: 2 });
    respond(answer(1));
    await studioLoaded();
    expect(viewers.current).toBe(2);
  });

  it("follows a studio change from the channel, and forgets the channel's count when the page closes", async () => {
    fetchMock.mockResolvedValueOnce(answer(1));
    const { viewers, studioLoaded, client, unmount } = setup();
    await studioLoaded();
    hear(LIVE_EVENTS.viewers, { viewers: 2 });
    hear(LIVE_EVENTS.studio, studio(5));
    await waitFor(() => expect(viewers.current).toBe(5));
    unmount();
    expect(client.getQueryData(monitorKeys.viewers())).toBeUndefined();
  });
});
