import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_LIST_DEFAULTS, POLICY_STATUSES } from '@console/shared';
import type { NewPolicy } from '../../modules/policy/policy.repository';
import type { Random } from './random';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MINUTE = 60_000;

/** A policy like the template's: a name of 4–8 capitals, a 2–3 digit count, random kinds. */
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
  while (minutes.size < POLICY_LIST_DEFAULTS.demoTotal) minutes.add(random.int(1, 60 * 24 * 60));
  return [...minutes].map((minutesAgo) => randomPolicy(random, new Date(now.getTime() - minutesAgo * MINUTE)));
}
