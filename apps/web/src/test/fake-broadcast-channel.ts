/**
 * The browser's `BroadcastChannel` between the "tabs" of a test (stub it as the global): a message
 * reaches every other open channel of its name at once, never the one that sent it.
 */
export class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  private readonly listeners = new Set<(event: { data: unknown }) => void>();

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name) for (const listener of other.listeners) listener({ data });
    }
  }

  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void): void {
    this.listeners.add(listener);
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}
