/**
 * What the open tabs of the console tell each other of their one session (they share its token):
 * a request extended it, it ran out, or the user signed out. One `BroadcastChannel` per tab, so
 * a tab never hears its own messages; without the API (an old browser) each tab keeps to itself.
 */
export type SessionMessage = { type: 'extended'; at: number } | { type: 'expired' } | { type: 'signed-out' };

const CHANNEL_NAME = 'console-session';

type Listener = (message: SessionMessage) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'extended') return 'at' in data && typeof data.at === 'number';
  return data.type === 'expired' || data.type === 'signed-out';
}

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      if (isSessionMessage(data)) for (const listener of listeners) listener(data);
    });
  }
  return channel;
}

/** Tells the other tabs. */
export function postSessionMessage(message: SessionMessage): void {
  open()?.postMessage(message);
}

/** Calls `listener` with each message of another tab; answers the unsubscription. */
export function onSessionMessage(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
