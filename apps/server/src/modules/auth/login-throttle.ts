/**
 * Counts failed logins per key (a username, an address) in a sliding window. In memory: each
 * server process counts on its own, so N processes allow up to N times the limit.
 */
/** Above this many tracked keys, expired ones are swept so memory stays bounded. */
const SWEEP_ABOVE_KEYS = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds until one of the keys may try again; 0 when none is blocked. */
  retryAfterSeconds(keys: readonly string[]): number {
    let waitMs = 0;
    for (const key of keys) {
      const times = this.recent(key);
      if (times.length < this.limit) continue;
      const oldestCounted = times[times.length - this.limit] ?? this.now();
      waitMs = Math.max(waitMs, oldestCounted + this.windowMs - this.now());
    }
    return Math.ceil(waitMs / 1000);
  }

  recordFailure(keys: readonly string[]): void {
    const at = this.now();
    if (this.failures.size > SWEEP_ABOVE_KEYS) for (const key of [...this.failures.keys()]) this.recent(key);
    for (const key of keys) this.failures.set(key, [...this.recent(key), at].slice(-this.limit));
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
