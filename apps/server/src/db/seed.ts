/**
 * Fills an empty database: the demo accounts and messages in demo mode, otherwise the first
 * administrator from ADMIN_USERNAME/ADMIN_PASSWORD when given. Safe when several processes
 * start together on one PostgreSQL: an advisory lock lets one of them seed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordSchema } from '@console/shared';
import type { Config } from '../config';
import { hashPassword } from '../lib/password';
import { createMessageRepository } from '../modules/message/message.repository';
import { createUserRepository, type NewUser } from '../modules/user/user.repository';
import { rolesGranted } from '../modules/user/user.service';
import type { Db } from './client';
import { DEMO_ACCOUNTS, DEMO_MESSAGES, type DemoMessage } from './demo-data';
import { seedDemoWorkspace } from './seed/demo-workspace';

export type SeedResult = 'demo' | 'admin' | 'none' | 'existing';

const SEED_LOCK_ID = 7_310_001;

interface SeedPlan {
  kind: 'demo' | 'admin';
  accounts: { user: NewUser; messages: DemoMessage[] }[];
}

/** Hashes passwords before the transaction: nothing slow may run while it holds the database. */
async function planSeed(config: Pick<Config, 'seedDemo' | 'initialAdmin'>): Promise<SeedPlan | undefined> {
  if (config.seedDemo) {
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        user: {
          username: account.username,
          passwordHash: await hashPassword(account.password),
          roles: account.roles,
          createdAt: account.registeredAt,
          ...account.profile,
        },
        messages: DEMO_MESSAGES[account.username] ?? [],
      })),
    );
    return { kind: 'demo', accounts };
  }
  if (!config.initialAdmin) return undefined;
  const { username, password } = config.initialAdmin;
  if (!passwordSchema.safeParse(password).success) {
    throw new Error('ADMIN_PASSWORD needs at least six characters, no spaces, and both upper and lower case letters');
  }
  const user = { username, name: username, passwordHash: await hashPassword(password), roles: rolesGranted('admin') } satisfies NewUser;
  return { kind: 'admin', accounts: [{ user, messages: [] }] };
}

export async function seedDatabase(db: Db, config: Pick<Config, 'seedDemo' | 'initialAdmin'>, log: FastifyBaseLogger): Promise<SeedResult> {
  if ((await createUserRepository(db).count()) > 0) return 'existing';
  const plan = await planSeed(config);
  if (!plan) {
    log.warn('the database has no account: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run user:create`');
    return 'none';
  }
  const now = Date.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const users = createUserRepository(tx);
    if ((await users.count()) > 0) return false;
    const messages = createMessageRepository(tx);
    const userIds: number[] = [];
    for (const account of plan.accounts) {
      const user = await users.insert(account.user);
      userIds.push(user.id);
      await messages.insertMany(
        account.messages.map(({ read, minutesAgo, ...message }) => ({
          ...message,
          userId: user.id,
          status: read ? 1 : 0,
          createdAt: new Date(now - minutesAgo * 60_000),
        })),
      );
    }
    if (plan.kind === 'demo') await seedDemoWorkspace(tx, userIds, new Date(now));
    return true;
  });
  if (!seeded) return 'existing';
  log.info({ accounts: plan.accounts.map((a) => a.user.username) }, plan.kind === 'demo' ? 'seeded the demo data' : 'created the first administrator');
  return plan.kind;
}
