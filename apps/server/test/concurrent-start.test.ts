import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from './helper';
import { startServer, type ServerProcess } from './server-process';

describe.skipIf(!process.env.TEST_DATABASE_URL)('three processes starting at once on an empty PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await drop?.();
  });

  it('all come up: they migrate and seed in turn, and the demo data is there once', async () => {
    const database = await createEmptyDatabase();
    drop = database.drop;
    for (let i = 0; i < 3; i++) servers.push(startServer({ DATABASE_URL: database.url, SEED_DEMO: '1' }));
    const urls = await Promise.all(servers.map((server) => server.ready()));
    for (const url of urls) expect((await fetch(`${url}/member-api/ready`)).status).toBe(200);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ username: string }>('select username from users order by username');
      expect(rows.map((row) => row.username)).toEqual(['admin', 'user']);
    } finally {
      await client.end();
    }
  }, 120_000);
});
