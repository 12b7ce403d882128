import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBus, LiveEvent } from './live-bus';
import type { SessionContext } from '../../lib/session-context';
import { openStream } from '../../../test/live-client';
import { createLiveHub, type LiveHub } from './live-hub';

/** A bus of this process only, with nothing logged. */
function fakeBus(): LiveBus & { emit(event: LiveEvent): void } {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    processId: 'test',
    publish: async () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    replay: async () => ({ events: [], complete: true }),
    close: async () => undefined,
    emit: (event) => listeners.forEach((listener) => listener(event)),
  };
}

const session = (endsInMs: number): SessionContext => ({
  sessionId: 1,
  userId: 1,
  role: 'admin',
  roles: ['admin'],
  permissions: [],
  mustChangePassword: false,
  mustEnrolSecondFactor: false,
  endsAt: new Date(Date.now() + endsInMs),
  signInMethod: 'password',
});

describe('the live hub', () => {
  let server: Server | undefined;
  let hub: LiveHub | undefined;
  afterEach(async () => {
    hub?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function serve(endsInMs: number): Promise<{ base: string; bus: ReturnType<typeof fakeBus> }> {
    const bus = fakeBus();
    const own = createLiveHub(bus, {
      heartbeatMs: 50,
      maxBufferedBytes: 1 << 20,
      stalledMs: 1000,
      onTrouble: () => undefined,
    });
    hub = own;
    server = createServer(
      (_request, response) =>
        void own.open(response, { session: session(endsInMs), topics: [], lastEventId: null, headers: {} }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bus };
  }

  it("sends its account's events with heartbeats, and closes when the session's lifetime is over", async () => {
    const { base, bus } = await serve(400);
    const stream = await openStream(base, null);
    bus.emit({ id: 5, type: 'message.changed', userId: 1, topic: null, data: { unread: 1 } });
    bus.emit({ id: 6, type: 'message.changed', userId: 2, topic: null, data: { unread: 9 } });
    bus.emit({ id: null, type: 'monitor.viewers', userId: null, topic: 'monitor', data: { viewers: 3 } });
    const event = await stream.next();
    expect(event).toEqual({ id: '5', event: 'message.changed', data: '{"unread":1}' });
    await stream.ended;
    expect(hub?.size()).toBe(0);
  });
});
