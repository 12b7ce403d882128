/**
 * When the session was last extended, as far as this tab knows. The server extends a session with
 * every request it authenticates, so the HTTP client reports each successful one here with the time
 * it was sent (`fromOtherTab`: one another tab made, told over `idle-channel.ts`); the idle warning
 * (`idle-watch.ts`) counts from the latest. Kept apart from the watch: the client loads it on every page.
 */
type Listener = (at: number, fromOtherTab: boolean) => void;

let last = 0;
const listeners = new Set<Listener>();

export function sessionExtended(at: number, fromOtherTab = false): void {
  if (at <= last) return;
  last = at;
  for (const listener of listeners) listener(at, fromOtherTab);
}

/** The time of the latest extension, 0 before any. */
export function lastExtension(): number {
  return last;
}

/** Calls `listener` with each later extension; answers the unsubscription. */
export function onSessionExtended(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
