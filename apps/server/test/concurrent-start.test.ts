import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useServersOnPostgres } from './server-process';

describe.skipIf(!process.env.TEST_DATABASE_URL)('three processes starting at once on an empty PostgreSQL', () => {
  const processes = useServersOnPostgres(3);

  it('all come up: they migrate and seed in turn, and the demo data is there once', async () => {
    for (const url of processes.urls) expect((await fetch(`${url}/member-api/ready`)).status).toBe(200);

    const client = new pg.Client({ connectionString: processes.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ username: string }>('select username from users order by username');
      expect(rows.map((row) => row.username)).toEqual(['admin', 'guest', 'user']);
    } finally {
      await client.end();
    }
  }, 120_000);
});
