import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseError, PgliteWorkerClient } from './pglite-worker-client';

describe('PGlite worker client', () => {
  let client: PgliteWorkerClient;
  const restarts: string[] = [];

  beforeAll(async () => {
    client = await PgliteWorkerClient.open({
      dataDir: null,
      transactionIdleMs: 500,
      onRestart: (reason) => restarts.push(reason),
    });
    await client.exec('create table items (id int primary key, name text not null)');
  });
  afterAll(() => client?.close());

  const names = async () =>
    ((await client.query('select name from items order by id')) as { rows: { name: string }[] }).rows.map(
      (r) => r.name,
    );

  it('answers queries in object and array row modes', async () => {
    await client.query('insert into items values ($1, $2)', [1, 'one']);
    expect(await names()).toEqual(['one']);
    const arrays = (await client.query('select id, name from items', [], { rowMode: 'array' })) as {
      rows: unknown[][];
    };
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('commits a transaction, and rolls it back when the callback throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into items values (2, $1)', ['two']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items values (3, $1)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names()).toEqual(['one', 'two']);
  });

  it('keeps the SQLSTATE of database errors', async () => {
    const error = await client.query('insert into items values (1, $1)', ['dup']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as DatabaseError).code).toBe('23505');
  });

  it('rolls back a transaction left idle, so it cannot block the database', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items values (4, $1)', ['idle']);
        await new Promise((resolve) => setTimeout(resolve, 800));
        await tx.query('select 1');
      }),
    ).rejects.toThrow(/not open/);
    expect(await names()).toEqual(['one', 'two']);
  });

  it('starts a new worker after a crash: in-flight requests fail, later ones succeed', async () => {
    const inFlight = client.query('select pg_sleep(0.5)');
    await client.killWorker();
    await expect(inFlight).rejects.toThrow(/worker stopped/);
    expect(restarts).toHaveLength(1);
    const answer = (await client.query('select 41 + 1 as n')) as { rows: { n: number }[] };
    expect(answer.rows).toEqual([{ n: 42 }]);
  });
});
