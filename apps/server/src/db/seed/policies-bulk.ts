/**
 * Inserts many random policies quickly, for benchmarks: `insertBulkPolicies(db, 100_000)`.
 * Creation times are spread over the year before `now`.
 */
import type { Db } from '../client';
import { createPolicyRepository } from '../../modules/policy/policy.repository';
import { createRandom } from './random';
import { randomPolicy } from './demo-policies';

const CHUNK = 2000;
const YEAR_MS = 365 * 24 * 3600_000;

export async function insertBulkPolicies(db: Db, total: number, seed = 4, now = new Date()): Promise<void> {
  const random = createRandom(seed);
  const policies = createPolicyRepository(db);
  for (let done = 0; done < total; done += CHUNK) {
    const size = Math.min(CHUNK, total - done);
    await policies.insertMany(Array.from({ length: size }, () => randomPolicy(random, new Date(now.getTime() - random.int(0, YEAR_MS)))));
  }
}
