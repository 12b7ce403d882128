/**
 * Keeps the login throttle counting while its shared store (Redis) is away (docs/decisions/036):
 * each call goes to the primary store; when it fails, the primary is marked down and that call and
 * the following ones go to the fallback (PostgreSQL or memory) until a periodic ping of the
 * primary succeeds again. A sign-in never fails, and is never left unthrottled, because of Redis.
 */
import type { AttemptStore, ProbedAttemptStore, RedisState } from './attempt-store';

/** How often the primary is pinged, up or down: an outage shows in `/ready` within this time without any sign-in. */
export const PROBE_MS = 1000;
/**
 * A reservation's release comes within its request: a key whose last reservation in the fallback
 * is older than this no longer needs to be released there.
 */
const RELEASE_WITHIN_MS = 60_000;

export interface ResilienceOptions {
  /** Called once when the primary stops answering (and at start-up when it does not answer). */
  onDegraded(error: unknown): void;
  /** Called once when the primary answers again. */
  onRecovered(): void;
  probeMs?: number;
}

export interface ResilientAttemptStore extends AttemptStore {
  /** 'ok' while calls go to the primary, 'degraded' while they go to the fallback. */
  state(): RedisState;
}

/**
 * Wraps `primary` and `fallback`, and owns both (closes them). Resolves after a first ping, so
 * a primary that does not answer at start-up starts the store degraded.
 */
export async function resilientAttemptStore(
  primary: ProbedAttemptStore,
  fallback: AttemptStore,
  { onDegraded, onRecovered, probeMs = PROBE_MS }: ResilienceOptions,
): Promise<ResilientAttemptStore> {
  let up = true;
  let closed = false;
  let probeTimer: NodeJS.Timeout | undefined;
  /**
   * Blocks the primary refused with, until they end: while the primary is down they are still
   * refused, so a blocked key does not become free because Redis went away (this process's
   * knowledge only; other keys start afresh in the fallback).
   */
  const blocks = new Map<string, number>();
  /** Keys whose latest reservation went to the fallback (when): their release goes there too. */
  const inFallback = new Map<string, number>();

  const markDown = (error: unknown) => {
    if (!up || closed) return;
    up = false;
    onDegraded(error);
  };
  const markUp = () => {
    if (up || closed) return;
    up = true;
    onRecovered();
  };
  const probe = () => primary.ping().then(markUp, markDown);
  const scheduleProbe = () => {
    probeTimer = setTimeout(() => void probe().then(() => !closed && scheduleProbe()), probeMs);
    probeTimer.unref();
  };
  await probe();
  scheduleProbe();

  /** `onPrimary` while the primary is up; `onFallback` while it is down or when `onPrimary` fails. */
  const route = async <T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> => {
    if (up) {
      try {
        return await onPrimary();
      } catch (error) {
        markDown(error);
      }
    }
    return onFallback();
  };
  const nothing = async () => undefined;

  return {
    state: () => (up ? 'ok' : 'degraded'),

    reserve: (key, limit, now) =>
      route(
        async () => {
          const wait = await primary.reserve(key, limit, now);
          inFallback.delete(key);
          if (wait > 0) blocks.set(key, now + wait);
          else blocks.delete(key);
          return wait;
        },
        async () => {
          const blockedUntil = blocks.get(key) ?? 0;
          if (blockedUntil > now) return blockedUntil - now;
          const wait = await fallback.reserve(key, limit, now);
          if (wait === 0) inFallback.set(key, now);
          return wait;
        },
      ),

    // A release the primary cannot take is dropped: that attempt stays counted there as a failure.
    release: (key, how) =>
      inFallback.has(key) ? fallback.release(key, how) : route(() => primary.release(key, how), nothing),

    async sweep(now) {
      for (const [key, blockedUntil] of blocks) if (blockedUntil <= now) blocks.delete(key);
      for (const [key, at] of inFallback) if (at <= now - RELEASE_WITHIN_MS) inFallback.delete(key);
      // The fallback keeps what it counted during past outages until it is forgotten.
      await Promise.all([route(() => primary.sweep(now), nothing), fallback.sweep(now)]);
    },

    async close() {
      closed = true;
      clearTimeout(probeTimer);
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
