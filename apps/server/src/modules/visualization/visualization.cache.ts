/**
 * Answers computed from the rollups, kept in this process until the rollups change. Each request
 * still reads the rollups' version (one row), so a change made through any server process shows
 * at once; an unchanged version serves the kept answer without aggregating again, and identical
 * requests in flight share one computation (docs/decisions/020-content-event-rollups.md).
 */
export function createRollupCache(version: () => Promise<number>, capacity = 512) {
  const entries = new Map<string, { version: number; answer: Promise<unknown> }>();

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const current = await version();
    const kept = entries.get(key);
    entries.delete(key);
    if (kept?.version === current) {
      entries.set(key, kept); // most recently used last
      return kept.answer as Promise<T>;
    }
    const entry = { version: current, answer: compute() };
    entries.set(key, entry);
    const oldest = entries.keys().next().value;
    if (entries.size > capacity && oldest !== undefined) entries.delete(oldest);
    // A failed computation is not kept: the next request tries again.
    entry.answer.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.answer as Promise<T>;
  };
}
