import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '@console/shared/policy/schemas';
import type { WalletSummary } from '@console/shared/wallet/schemas';
import { demoDataDir } from './helper';
import { apiClient, startServer, useServersOnPostgres, type ApiClient, type ServerProcess } from './server-process';

async function signIn(api: ApiClient, username = 'admin'): Promise<string> {
  const { status, body } = await api<{ token: string }>('POST', '/api/user/login', {
    body: { username, password: username },
  });
  if (status !== 200) throw new Error(`sign-in failed: ${status}`);
  return body.data.token;
}

const newPolicy = (name: string) => ({ name, contentType: 'img', filterType: 'rules', count: 1, status: 'online' });

async function allPolicyNames(api: ApiClient, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let current = 1; ; current++) {
    const { body } = await api<{ list: Policy[]; total: number }>(
      'GET',
      `/api/list/policy?pageSize=100&current=${current}`,
      { token },
    );
    for (const policy of body.data.list) names.add(policy.name);
    if (current * 100 >= body.data.total) return names;
  }
}

describe('kill -9 during writes on the embedded database', () => {
  const dataDir = demoDataDir();
  const servers: ServerProcess[] = [];
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => {
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    servers.push(server);
    return server;
  };

  it('loses no acknowledged write, over three rounds', async () => {
    const acknowledged: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const server = start();
      const api = apiClient(await server.ready());
      const token = await signIn(api);
      expect([...(await allPolicyNames(api, token))]).toEqual(expect.arrayContaining(acknowledged));

      // Four writers create policies until the process is killed under them.
      let next = 0;
      const writer = async () => {
        for (;;) {
          const name = `kill-${round}-${next++}`;
          const answer = await api('POST', '/api/list/policy', { token, body: newPolicy(name) }).catch(() => undefined);
          if (!answer) return;
          if (answer.status === 200) acknowledged.push(name);
        }
      };
      const writers = Promise.all([writer(), writer(), writer(), writer()]);
      const before = acknowledged.length;
      while (acknowledged.length < before + 20) await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGKILL');
      await server.exited;
      await writers;
    }

    const server = start();
    const api = apiClient(await server.ready());
    const names = await allPolicyNames(api, await signIn(api));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const LIMIT = 4;
  const processes = useServersOnPostgres(2, { LOGIN_RATE_LIMIT: String(LIMIT) });
  let a: ApiClient;
  let b: ApiClient;
  beforeAll(() => {
    [a, b] = processes.urls.map(apiClient) as [ApiClient, ApiClient];
  });

  it('accepts on B a session signed in on A, and ends it on A when it signs out on B', async () => {
    const token = await signIn(a, 'user');
    expect((await b('GET', '/member/info', { token })).status).toBe(200);
    expect((await b('POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await a('GET', '/member/info', { token })).status).toBe(401);
  });

  it('gives a version race between the processes exactly one winner, five times in a row', async () => {
    const token = await signIn(a);
    const created = await a<Policy>('POST', '/api/list/policy', { token, body: newPolicy('race') });
    let policy = created.body.data;
    for (let race = 0; race < 5; race++) {
      const edit = (api: ApiClient, name: string) =>
        api<Policy>('PUT', `/api/list/policy/${policy.id}`, {
          token,
          body: { ...newPolicy(name), version: policy.version },
        });
      const answers = await Promise.all([edit(a, `race-a-${race}`), edit(b, `race-b-${race}`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      policy = answers.find((answer) => answer.status === 200)!.body.data;
    }
  });

  it('counts failed sign-ins across both processes: parallel guesses on A and B together get the limit once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? a : b)('POST', '/api/user/login', { body: { username: 'admin', password: 'wrong' } }),
      ),
    );
    const checked = guesses.filter((guess) => guess.status === 401).length;
    expect(checked).toBe(LIMIT);
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(24 - LIMIT);
  });

  it('lets 50 withdrawals racing on A and B take no more than the balance: it stays >= 0 and the ledger sums to it', async () => {
    const token = await signIn(a, 'user');
    const summary = async () => (await a<WalletSummary>('GET', '/api/user/account/summary', { token })).body.data;
    const { balance, accounts } = await summary();
    const amount = Math.ceil((balance * 100) / 30) / 100;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b)('POST', '/api/user/account/withdraw', { token, body: { amount, accountId: accounts[0]!.id } }),
      ),
    );
    const taken = answers.filter((answer) => answer.status === 200).length;
    expect(taken).toBe(Math.floor(balance / amount));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(50 - taken);
    const left = Math.round(balance * 100) - taken * Math.round(amount * 100);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(Math.round((await summary()).balance * 100)).toBe(left);

    const db = new pg.Client({ connectionString: processes.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ balance: number; ledger: string }>(
        `select w.balance_cents as balance, (select sum(amount_cents) from wallet_transactions t where t.user_id = w.user_id and t.status = 'success') as ledger
         from wallets w join users u on u.id = w.user_id where u.username = 'user'`,
      );
      expect(rows).toEqual([{ balance: left, ledger: String(left) }]);
    } finally {
      await db.end();
    }
  });
});
