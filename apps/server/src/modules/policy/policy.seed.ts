import {
  POLICY_CONTENT_TYPES,
  POLICY_DEMO_TOTAL,
  POLICY_FILTER_TYPES,
  POLICY_STATUSES,
} from '@console/shared/policy/constants';
import type { Db } from '../../db/client';
import { createRandom, type Random } from '../../lib/random';
import type { DemoSeedContext } from '../module';
import { createPolicyStore, type NewPolicy } from './policy.store';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MINUTE = 60_000;
const YEAR_MS = 365 * 24 * 3600_000;
/** Bulk inserts go in statements of this many rows. */
const CHUNK = 2000;

/** A policy like Arco Design Pro's: a name of 4–8 capitals, a 2–3 digit count, random kinds. */
export function randomPolicy(random: Random, createdAt: Date): NewPolicy {
  const name = Array.from({ length: random.int(4, 8) }, () => random.pick([...LETTERS])).join('');
  return {
    name,
    contentType: random.pick(POLICY_CONTENT_TYPES),
    filterType: random.pick(POLICY_FILTER_TYPES),
    status: random.pick(POLICY_STATUSES),
    count: random.int(10, 999),
    createdAt,
  };
}

/**
 * The demo's 55 policies, created at distinct minutes over the 60 days before `now` and inserted
 * in shuffled order, so their numbers do not follow their creation times.
 */
export function demoPolicies(random: Random, now: Date): NewPolicy[] {
  const minutes = new Set<number>();
  while (minutes.size < POLICY_DEMO_TOTAL) minutes.add(random.int(1, 60 * 24 * 60));
  return [...minutes].map((minutesAgo) => randomPolicy(random, new Date(now.getTime() - minutesAgo * MINUTE)));
}

export async function seedDemoPolicies(tx: Db, { random, now }: DemoSeedContext): Promise<void> {
  await createPolicyStore(tx).insertMany(demoPolicies(random, now));
}

/** Adds policies until the table holds `total` (the bulk-seeding CLI); how many it held and added. */
export async function fillPoliciesTo(db: Db, total: number): Promise<{ existing: number; added: number }> {
  const existing = await createPolicyStore(db).count();
  const added = Math.max(total - existing, 0);
  await insertBulkPolicies(db, added);
  return { existing, added };
}

/** Inserts many random policies quickly, created over the year before `now` (benchmarks). */
export async function insertBulkPolicies(db: Db, total: number, seed = 4, now = new Date()): Promise<void> {
  const random = createRandom(seed);
  const policies = createPolicyStore(db);
  for (let done = 0; done < total; done += CHUNK) {
    const size = Math.min(CHUNK, total - done);
    await policies.insertMany(
      Array.from({ length: size }, () => randomPolicy(random, new Date(now.getTime() - random.int(0, YEAR_MS)))),
    );
  }
}
