/** Demo data of the Workplace, the policy table and the card list (seeded once, with the demo accounts). */
import type { Db } from '../client';
import { createPolicyRepository } from '../../modules/policy/policy.repository';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoContent } from './demo-content';
import { demoPolicies } from './demo-policies';
import { seedDemoWallet } from './demo-wallet';
import { createRandom } from './random';

const DEMO_SEED = 20_260_404;

export async function seedDemoWorkspace(db: Db, userIds: readonly number[], now: Date): Promise<void> {
  const random = createRandom(DEMO_SEED);
  await createPolicyRepository(db).insertMany(demoPolicies(random, now));
  await seedDemoContent(db, random, now);
  await seedDemoCatalogue(db, now);
  for (const userId of userIds) await seedDemoWallet(db, random, userId, now);
}
