import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import type { PolicyPage } from '@console/shared/policy/schemas';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { policies } from '../../db/schema/policies';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';
import { createPolicyStore, type NewPolicy } from './policy.store';

const URL_BASE = '/member-api/api/list/policy';
const ROW: NewPolicy = { name: 'TOTAL', contentType: 'img', filterType: 'rules', count: 1, status: 'online' };
const rows = (n: number): NewPolicy[] => Array.from({ length: n }, () => ROW);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The number of rows, counted. */
async function counted(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(policies);
  return row!.n;
}

describe.each(DRIVERS)('kept policy totals on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.testDb.database.db;
  const total = async () => {
    const response = await as(ctx.app, ctx.user, { method: 'GET', url: URL_BASE });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<PolicyPage>(response).data.total;
  };
  const create = async () => {
    const response = await as(ctx.app, ctx.admin, { method: 'POST', url: URL_BASE, payload: ROW });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<{ id: number }>(response).data.id;
  };

  it('follows creates, deletes and batch deletes made through the API', async () => {
    const start = await total();
    expect(start).toBe(await counted(db()));
    const [a, b, c] = [await create(), await create(), await create()];
    expect(await total()).toBe(start + 3);
    await as(ctx.app, ctx.admin, { method: 'DELETE', url: `${URL_BASE}/${a}` });
    expect(await total()).toBe(start + 2);
    // `a` is gone already: only two rows go.
    await as(ctx.app, ctx.admin, { method: 'POST', url: `${URL_BASE}/batch-delete`, payload: { ids: [a, b, c] } });
    expect(await total()).toBe(start);
    expect(await counted(db())).toBe(start);
  });

  it('stays exact under overlapping transactions that insert and delete, and ignores rolled-back ones', async () => {
    const repository = createPolicyStore(db());
    const ids = (await db().insert(policies).values(rows(40)).returning({ id: policies.id })).map((row) => row.id);
    // Eight writers at once, each on its own connection on PostgreSQL, each holding its transaction open a moment.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().transaction(async (tx) => {
          await tx.insert(policies).values(rows(i + 1));
          await sleep(20);
          await tx.delete(policies).where(inArray(policies.id, ids.slice(i * 5, i * 5 + 5)));
        }),
      ),
    );
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(policies).values(rows(7));
        await tx.delete(policies).where(inArray(policies.id, ids));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await repository.count()).toBe(await counted(db()));
    expect(await total()).toBe(await counted(db()));
  });

  it('keeps the total per status through creates, switches, edits, deletes and concurrent writers', async () => {
    const repository = createPolicyStore(db());
    const filtered = async (status: 'online' | 'offline') => {
      const response = await as(ctx.app, ctx.user, { method: 'GET', url: `${URL_BASE}?status=${status}` });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<PolicyPage>(response).data.total;
    };
    const countedWith = async (status: 'online' | 'offline') => {
      const [row] = await db().select({ n: count() }).from(policies).where(eq(policies.status, status));
      return row!.n;
    };
    const exact = async () => {
      for (const status of ['online', 'offline'] as const)
        expect(await filtered(status), status).toBe(await countedWith(status));
    };
    await exact();
    const id = await create();
    await exact();
    const switched = await as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: `${URL_BASE}/${id}/status`,
      payload: { status: 'offline', version: 1 },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await exact();
    // An edit that keeps the status, and one statement moving rows both ways.
    await db().update(policies).set({ count: 2 }).where(eq(policies.id, id));
    await db()
      .update(policies)
      .set({ status: sql`case when ${policies.status} = 'online' then 'offline' else 'online' end` })
      .where(
        inArray(policies.id, [
          id,
          ...(await repository.page({ current: 1, pageSize: 5 }, { field: 'createdTime', order: 'descend' })).rows.map(
            (row) => row.id,
          ),
        ]),
      );
    await exact();
    // Concurrent writers, one statement each as the API writes: inserts of either status and moves.
    const moved = (
      await repository.page({ current: 1, pageSize: 4 }, { field: 'createdTime', order: 'ascend' })
    ).rows.map((row) => row.id);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        db().transaction(async (tx) => {
          await tx
            .insert(policies)
            .values(rows(i + 1).map((row): NewPolicy => ({ ...row, status: i % 2 ? 'online' : 'offline' })));
          await sleep(10);
        }),
      ),
      ...moved.map((movedId, i) =>
        db()
          .update(policies)
          .set({ status: i % 2 ? 'online' : 'offline' })
          .where(eq(policies.id, movedId)),
      ),
    ]);
    await exact();
    await as(ctx.app, ctx.admin, { method: 'DELETE', url: `${URL_BASE}/${id}` });
    await exact();
    // The filtered list reads the kept total, it does not count (a status filter alone on 1M rows).
    await db().execute(sql`update policy_status_totals set total = total + 1000 where status = 'online'`);
    expect(await filtered('online')).toBe((await countedWith('online')) + 1000);
    await db().execute(sql`truncate ${policies}`);
    expect([await filtered('online'), await filtered('offline')]).toEqual([0, 0]);
  });

  it('starts again from zero after a truncate', async () => {
    const repository = createPolicyStore(db());
    await db().execute(sql`truncate ${policies}`);
    expect(await repository.count()).toBe(0);
    await repository.insertMany(rows(3));
    expect(await repository.count()).toBe(3);
  });
});

describe('policy total migration', () => {
  // A whole new embedded database, migrated twice: the time limit of the per-file setup hooks.
  it('counts the rows that exist when it runs', { timeout: 60_000 }, async () => {
    const source = fileURLToPath(new URL('../../../drizzle', import.meta.url));
    const journal = JSON.parse(readFileSync(join(source, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const index = journal.entries.findIndex((entry) => entry.tag === '0002_policy_total');
    // The migrations folder as it was before this one.
    const before = mkdtempSync(join(tmpdir(), 'policy-total-migration-'));
    // The later migrations create pg_trgm (the search's indexes), which the embedded database loads first.
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client, { schema });
      const earlier = journal.entries.slice(0, index);
      mkdirSync(join(before, 'meta'));
      writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
      for (const { tag } of earlier) copyFileSync(join(source, `${tag}.sql`), join(before, `${tag}.sql`));
      await migrate(db, { migrationsFolder: before });
      await db.insert(policies).values(rows(12));

      await migrate(db, { migrationsFolder: source });
      const repository = createPolicyStore(db);
      expect(await repository.count()).toBe(12);
      expect(await repository.count({ status: 'online' })).toBe(12);
      await repository.insertMany(rows(2));
      expect(await repository.count()).toBe(14);
      expect(await repository.count({ status: 'online' })).toBe(14);
      expect(await repository.count({ status: 'offline' })).toBe(0);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
