import { describe, expect, it } from 'vitest';
import { POLICY_DEMO_TOTAL } from '@console/shared/policy/constants';
import { createRandom } from '../../lib/random';
import { demoPolicies } from './policy.seed';

describe('demoPolicies', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('makes 55 policies with distinct past creation times and template-like values', () => {
    const policies = demoPolicies(createRandom(1), now);
    expect(policies).toHaveLength(POLICY_DEMO_TOTAL);
    expect(new Set(policies.map((p) => p.createdAt!.getTime())).size).toBe(POLICY_DEMO_TOTAL);
    expect(
      policies.every((p) => p.createdAt! < now && /^[A-Z]{4,8}$/.test(p.name) && p.count >= 10 && p.count <= 999),
    ).toBe(true);
    for (const field of ['contentType', 'filterType', 'status'] as const)
      expect(new Set(policies.map((p) => p[field])).size).toBeGreaterThan(1);
  });

  it('is the same for the same seed, and differs for another', () => {
    expect(demoPolicies(createRandom(7), now)).toEqual(demoPolicies(createRandom(7), now));
    expect(demoPolicies(createRandom(7), now)).not.toEqual(demoPolicies(createRandom(8), now));
  });
});
