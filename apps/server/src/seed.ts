/**
 * Fills an empty database: the demo accounts and every module's demo data in demo mode,
 * otherwise the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD when given. Safe when
 * several processes start together on one PostgreSQL: an advisory lock lets one of them seed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordSchema } from '@console/shared';
import type { Config } from './config';
import type { Db } from './db/client';
import { unitOfWork } from './db/unit-of-work';
import { hashPassword } from './lib/password';
import { createRandom } from './lib/random';
import { MODULES } from './composition';
import { createUserStore, DEMO_ACCOUNTS, rolesGranted, type NewUser } from './modules/user';

export type SeedResult = 'demo' | 'admin' | 'none' | 'existing';

const SEED_LOCK_ID = 7_310_001;
/** The demo data is the same on every start: each module's generator starts from this seed and its name. */
const DEMO_SEED = 20_260_404;

interface SeedPlan {
  kind: 'demo' | 'admin';
  accounts: NewUser[];
}

/** Hashes passwords before the transaction: nothing slow may run while it holds the database. */
async function planSeed(config: Pick<Config, 'seedDemo' | 'initialAdmin'>): Promise<SeedPlan | undefined> {
  if (config.seedDemo) {
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        username: account.username,
        passwordHash: await hashPassword(account.password),
        roles: account.roles,
        createdAt: account.registeredAt,
        ...account.profile,
      })),
    );
    return { kind: 'demo', accounts };
  }
  if (!config.initialAdmin) return undefined;
  const { username, password } = config.initialAdmin;
  if (!passwordSchema.safeParse(password).success) {
    throw new Error('ADMIN_PASSWORD needs at least six characters, no spaces, and both upper and lower case letters');
  }
  const user = {
    username,
    name: username,
    passwordHash: await hashPassword(password),
    roles: rolesGranted('admin'),
  } satisfies NewUser;
  return { kind: 'admin', accounts: [user] };
}

/** A generator seed of its own per module, so adding one module's data never shifts another's. */
function moduleSeed(name: string): number {
  let hash = DEMO_SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'initialAdmin'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<SeedResult> {
  if ((await createUserStore(db).count()) > 0) return 'existing';
  const plan = await planSeed(config);
  if (!plan) {
    log.warn('the database has no account: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run user:create`');
    return 'none';
  }
  const now = new Date();
  const seeded = await unitOfWork(db, (tx) => ({ tx, users: createUserStore(tx) })).transaction(
    async ({ tx, users }) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if ((await users.count()) > 0) return false;
      const accounts = [];
      for (const account of plan.accounts) accounts.push(await users.insert(account));
      if (plan.kind === 'demo') {
        for (const module of MODULES)
          await module.seedDemo?.(tx, { accounts, now, random: createRandom(moduleSeed(module.name)) });
      }
      return true;
    },
  );
  if (!seeded) return 'existing';
  log.info(
    { accounts: plan.accounts.map((a) => a.username) },
    plan.kind === 'demo' ? 'seeded the demo data' : 'created the first administrator',
  );
  return plan.kind;
}
