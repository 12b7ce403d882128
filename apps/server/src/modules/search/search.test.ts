import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { ApiCode } from '@console/shared';
import type { Account } from '@console/shared/accounts/schemas';
import {
  SEARCH_PICK_TEXT_MAX,
  SEARCH_PICKS_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_TYPES,
} from '@console/shared/search/constants';
import type { SearchPick, SearchPickInput, SearchResult } from '@console/shared/search/schemas';
import {
  DRIVERS,
  callerOf,
  createTestApp,
  envelope,
  login,
  useTestApp,
  withPermission,
  type TestApp,
} from '../../../test/helper';
import { users } from '../../db/schema';
import { conversations } from '../../db/schema/assistant';
import { FOLDED_CHARS } from '../../db/schema/columns';
import { documents } from '../../db/schema/documents';
import { messages } from '../../db/schema/messages';
import { policies } from '../../db/schema/policies';
import { members, projects, tasks } from '../../db/schema/projects';
import { searchPicks } from '../../db/schema/search';
import { bothLocales } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import { openSearchService, type KindSearch } from '.';
import { createSearchStore } from './search.store';

const SEARCH = '/member-api/api/search';
const PICKS = '/member-api/api/search/picks';
const ACCOUNTS = '/member-api/api/admin/accounts';

const DAY = 24 * 3600_000;
/** Later than anything the demo data holds: these records lead the newest-first orders. */
const BASE = Date.UTC(2031, 0, 1);
const daysAgo = (days: number) => new Date(BASE - days * DAY);

it('compares exact and prefix matches within what the folded indexes hold', () => {
  expect(FOLDED_CHARS).toBeGreaterThanOrEqual(SEARCH_QUERY_MAX);
});

describe.each(DRIVERS)('the global search on %s', (driver) => {
  // A kind that runs out of its budget is left out of the answer: on a loaded machine the default
  // 250 ms would leave out kinds these tests expect. The tests of the budget set their own.
  const ctx = useTestApp(driver, { env: { SEARCH_BUDGET_MS: '5000' } });
  let serial = 0;
  const { call, ok } = callerOf(ctx);
  /** Searches through `through`'s app (the file's own unless a test says otherwise). */
  const searchThrough =
    (through: Pick<TestApp, 'app'>) =>
    (token: string, query: Record<string, string | number>, locale = 'en-US') =>
      callerOf(through).ok<SearchResult>(token, {
        method: 'GET',
        url: SEARCH,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers: { 'accept-language': locale },
      });
  const search = searchThrough(ctx);
  const titles = (result: SearchResult, type?: string) =>
    result.hits.filter((hit) => type === undefined || hit.type === type).map((hit) => hit.title);
  const db = () => ctx.testDb.database.db;
  const idOf = async (username: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  const policy = async (name: string, updatedAt: Date) => {
    const [row] = await db()
      .insert(policies)
      .values({ name, contentType: 'img', filterType: 'rules', status: 'online', count: 1, updatedAt })
      .returning({ id: policies.id, number: policies.number });
    return row!;
  };

  describe('finds', () => {
    it('text inside words, Chinese and English, in any case', async () => {
      await policy('华东数据中心策略', daysAgo(0));
      await policy('BigOrderSet', daysAgo(0));
      expect(titles(await search(ctx.admin, { q: '中心', types: 'policy' }))).toContain('华东数据中心策略');
      expect(titles(await search(ctx.admin, { q: '数据中心策', types: 'policy' }))).toEqual(['华东数据中心策略']);
      expect(titles(await search(ctx.admin, { q: 'ord', types: 'policy' }))).toContain('BigOrderSet');
      expect(titles(await search(ctx.admin, { q: 'GORDERS', types: 'policy' }))).toEqual(['BigOrderSet']);
    });

    it('takes %, _ and \\ in the text literally', async () => {
      await policy('Rate 100%_off\\Kx5', daysAgo(0));
      await policy('Rate 1000 offKx5', daysAgo(0));
      expect(titles(await search(ctx.admin, { q: '100%_off\\', types: 'policy' }))).toEqual(['Rate 100%_off\\Kx5']);
      expect(titles(await search(ctx.admin, { q: '%', types: 'policy' }))).toEqual(['Rate 100%_off\\Kx5']);
      expect(titles(await search(ctx.admin, { q: '_off', types: 'policy' }))).toEqual(['Rate 100%_off\\Kx5']);
    });

    it('ranks exact matches, then prefixes, then the rest, newest first, ties by id', async () => {
      const tieA = await policy('TieKx9Rank', daysAgo(5));
      const tieB = await policy('TieKx9Rank', daysAgo(5));
      await policy('HeadKx9Rank', daysAgo(1));
      await policy('kx9rankTail', daysAgo(3));
      await policy('OldKx9RankEnd', daysAgo(2));
      const exact = await policy('KX9RANK', daysAgo(4));
      const found = await search(ctx.admin, { q: 'kx9rank', types: 'policy', limit: 20 });
      expect(titles(found)).toEqual([
        'KX9RANK',
        'kx9rankTail',
        'HeadKx9Rank',
        'OldKx9RankEnd',
        'TieKx9Rank',
        'TieKx9Rank',
      ]);
      expect(found.hits.slice(-2).map((hit) => hit.id)).toEqual([tieB.id, tieA.id]);
      expect(found.hits[0]).toMatchObject({ id: exact.id, updatedTime: daysAgo(4).toISOString() });
      // The limit takes the best: the exact match, the prefix, the newest of the rest.
      expect(titles(await search(ctx.admin, { q: 'KX9RANK', types: 'policy', limit: 3 }))).toEqual([
        'KX9RANK',
        'kx9rankTail',
        'HeadKx9Rank',
      ]);
      // A policy's number, typed whole, is an exact match.
      const byNumber = await search(ctx.admin, { q: String(exact.number), types: 'policy' });
      expect(byNumber.hits[0]).toMatchObject({ id: exact.id, code: String(exact.number) });
    });
  });

  describe('every kind, with its fields', () => {
    it('answers policies, projects, tasks, documents, messages, conversations and accounts by kind', async () => {
      const adminId = await idOf('admin');
      await policy('Kx7 policy', daysAgo(0));
      const [owner] = await db()
        .insert(members)
        .values({ name: bothLocales('测试员Kx7', 'Tester Kx7'), email: 'kx7.tester@example.com', avatar: '' })
        .returning();
      const [project] = await db()
        .insert(projects)
        .values({
          name: bothLocales('园区中心平台', 'Smart park hub'),
          description: bothLocales('Kx7 园区的描述', 'Kx7 campus description'),
          categoryId: 1,
          ownerId: owner!.id,
        })
        .returning();
      const [task] = await db()
        .insert(tasks)
        .values({
          name: bothLocales('审核接口', 'Review API'),
          type: 'backEnd',
          assigneeId: owner!.id,
          estimatedHours: 1,
          finishTime: '2031-01-01',
          status: 'inProgress',
          projectId: project!.id,
        })
        .returning();
      const [sheet] = await db()
        .insert(documents)
        .values({ userId: adminId, name: 'Kx7 sheet', content: { sheets: [] } })
        .returning();
      const [notice] = await db()
        .insert(messages)
        .values({
          userId: adminId,
          type: 'notice',
          title: bothLocales('Kx7 告警', 'Kx7 alert'),
          subTitle: bothLocales('', ''),
          content: bothLocales('磁盘将满', 'The disk is nearly full'),
        })
        .returning();
      const [chat] = await db().insert(conversations).values({ userId: adminId, title: 'Kx7 chat' }).returning();
      await db().update(users).set({ email: 'kx7.admin@example.com' }).where(eq(users.id, adminId));

      const found = await search(ctx.admin, { q: 'kx7' });
      expect(found.skipped).toEqual([]);
      expect([...new Set(found.hits.map((hit) => hit.type))]).toEqual(SEARCH_TYPES);
      const hit = (type: string) => found.hits.find((candidate) => candidate.type === type);
      expect(hit('policy')).toMatchObject({ title: 'Kx7 policy', detail: '', code: expect.stringMatching(/^\d+$/) });
      expect(hit('project')).toEqual({
        type: 'project',
        id: project!.id,
        title: 'Smart park hub',
        detail: 'Kx7 campus description',
        updatedTime: project!.updatedAt.toISOString(),
      });
      expect(hit('task')).toEqual({
        type: 'task',
        id: task!.id,
        title: 'Review API',
        detail: 'Tester Kx7',
        code: task!.number,
        updatedTime: task!.updatedAt.toISOString(),
      });
      expect(hit('document')).toEqual({
        type: 'document',
        id: sheet!.id,
        title: 'Kx7 sheet',
        detail: '',
        updatedTime: sheet!.updatedAt.toISOString(),
      });
      expect(hit('message')).toEqual({
        type: 'message',
        id: notice!.id,
        title: 'Kx7 alert',
        detail: 'The disk is nearly full',
        group: 'notice',
        updatedTime: notice!.createdAt.toISOString(),
      });
      expect(hit('conversation')).toMatchObject({ id: chat!.id, title: 'Kx7 chat', detail: '' });
      expect(hit('account')).toMatchObject({ title: 'admin', code: 'admin', detail: '林知远 · kx7.admin@example.com' });

      // The caller's language names what is found; either language's text finds it.
      const chinese = await search(ctx.admin, { q: 'park hub', types: 'project' }, 'zh-CN');
      expect(chinese.hits).toMatchObject([{ id: project!.id, title: '园区中心平台', detail: 'Kx7 园区的描述' }]);
      expect(titles(await search(ctx.admin, { q: '测试员kx7', types: 'task' }))).toEqual(['Review API']);
      expect(titles(await search(ctx.admin, { q: task!.number, types: 'task' }))).toEqual(['Review API']);
      expect(titles(await search(ctx.admin, { q: '磁盘', types: 'message' }))).toEqual(['Kx7 alert']);
      expect(titles(await search(ctx.admin, { q: 'KX7.ADMIN@', types: 'account' }))).toEqual(['admin']);
    });

    it('shortens a long text to what a pick keeps', async () => {
      await db()
        .insert(messages)
        .values({
          userId: await idOf('admin'),
          type: 'todo',
          title: bothLocales('Kx1 长消息', 'Kx1 long message'),
          subTitle: bothLocales('', ''),
          content: bothLocales('长'.repeat(300), 'long '.repeat(60)),
        });
      const [hit] = (await search(ctx.admin, { q: 'kx1 long', types: 'message' })).hits;
      expect(hit?.detail).toHaveLength(SEARCH_PICK_TEXT_MAX);
      expect(hit?.detail.endsWith('…')).toBe(true);
    });

    it('answers the kinds asked for, at most `limit` of each', async () => {
      for (let i = 0; i < 4; i++) await policy(`Kx3 limited ${i}`, daysAgo(i));
      const found = await search(ctx.admin, { q: 'kx3 limited', types: 'policy,task', limit: 2 });
      expect(found).toEqual({ hits: expect.any(Array), skipped: [] });
      expect(titles(found)).toEqual(['Kx3 limited 0', 'Kx3 limited 1']);
      const all = await search(ctx.admin, { q: 'kx3 limited' });
      expect(titles(all)).toHaveLength(4);
    });
  });

  describe('keeps to what the caller may read', () => {
    it('finds one’s own documents, messages and conversations only', async () => {
      const adminId = await idOf('admin');
      await db()
        .insert(documents)
        .values({ userId: adminId, name: 'Kx4 private sheet', content: { sheets: [] } });
      await db()
        .insert(messages)
        .values({
          userId: adminId,
          type: 'message',
          title: bothLocales('Kx4 private note', 'Kx4 private note'),
          subTitle: bothLocales('', ''),
          content: bothLocales('', ''),
        });
      await db().insert(conversations).values({ userId: adminId, title: 'Kx4 private chat' });
      const types = 'document,message,conversation';
      expect(titles(await search(ctx.admin, { q: 'Kx4 private', types }))).toEqual([
        'Kx4 private sheet',
        'Kx4 private note',
        'Kx4 private chat',
      ]);
      for (const q of ['Kx4 private sheet', 'Kx4 private note', 'Kx4 private chat'])
        expect(await search(ctx.user, { q, types })).toEqual({ hits: [], skipped: [] });
      // Even with the assistant's permission, another account's conversation stays out of reach.
      await withPermission(ctx.testDb.database, 'assistant.use', ['*'], async () => {
        expect(await search(ctx.user, { q: 'Kx4 private chat', types })).toEqual({ hits: [], skipped: [] });
      });
    });

    it('finds accounts for those who may read them, and leaves out the kinds one may not read', async () => {
      expect(titles(await search(ctx.admin, { q: 'user', types: 'account' }))[0]).toBe('user');
      expect(await search(ctx.user, { q: 'user', types: 'account' })).toEqual({ hits: [], skipped: [] });
      const everything = await search(ctx.user, { q: 'admin' });
      expect(everything.hits.filter((hit) => ['account', 'conversation'].includes(hit.type))).toEqual([]);
      await policy('Kx8 readable', daysAgo(0));
      expect(titles(await search(ctx.user, { q: 'kx8 readable' }))).toEqual(['Kx8 readable']);
      await withPermission(ctx.testDb.database, 'policy.read', ['admin'], async () => {
        expect(await search(ctx.user, { q: 'kx8 readable', types: 'policy' })).toEqual({ hits: [], skipped: [] });
      });
    });
  });

  describe('refuses', () => {
    const refusal = async (query: string, path: string) => {
      const response = await call(ctx.user, { method: 'GET', url: `${SEARCH}?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = envelope<{ issues: { path: string; message: string }[] }>(response);
      expect(body).toMatchObject({ code: ApiCode.validation, msg: expect.any(String) });
      expect(body.data.issues.map((issue) => issue.path)).toContain(path);
    };

    it('a query without text, one too long, an unknown kind, and a limit out of range', async () => {
      await refusal('', 'q');
      await refusal('q=%20%20', 'q');
      await refusal(`q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q');
      await refusal('q=abc&types=policy,nothing', 'types.1');
      await refusal('q=abc&limit=0', 'limit');
      await refusal('q=abc&limit=21', 'limit');
      await refusal('q=abc&limit=two', 'limit');
      expect(
        (await call(ctx.user, { method: 'GET', url: `${SEARCH}?q=${'x'.repeat(SEARCH_QUERY_MAX)}` })).statusCode,
      ).toBe(200);
    });

    it('a caller who is not signed in', async () => {
      for (const options of [
        { method: 'GET', url: `${SEARCH}?q=abc` },
        { method: 'GET', url: PICKS },
        { method: 'POST', url: PICKS, payload: { kind: 'action', key: 'x' } },
      ] as const) {
        const response = await ctx.app.inject(options);
        expect(response.statusCode).toBe(401);
        expect(envelope(response)).toMatchObject({ code: ApiCode.illegalToken, msg: expect.any(String) });
      }
    });
  });

  describe('within its time budget', () => {
    /** A kind that takes `ms`: in the database on PostgreSQL (where it is canceled), in the process when embedded. */
    const slow =
      (ms: number): KindSearch =>
      async (on) => {
        if (driver === 'postgres') await on.execute(sql`select pg_sleep(${ms / 1000})`);
        else await new Promise((resolve) => setTimeout(resolve, ms));
        return [];
      };

    it('answers without a kind that runs out of time, and with every other', async () => {
      await policy('Kx6 budget', daysAgo(0));
      await db()
        .insert(documents)
        .values({ userId: await idOf('admin'), name: 'Kx6 budget sheet', content: { sheets: [] } });
      const { service, close } = openSearchService({
        db: db(),
        postgresUrl: ctx.testDb.database.url,
        budgetMs: 1000,
        store: { ...createSearchStore(), policy: slow(5000) },
      });
      try {
        const session: SessionContext = {
          sessionId: 0,
          userId: await idOf('admin'),
          role: 'admin',
          roles: ['admin'],
          permissions: ['policy.read', 'document.read'],
          mustChangePassword: false,
          mustEnrolSecondFactor: false,
          endsAt: new Date(Date.now() + DAY),
          signInMethod: 'password',
        };
        const started = Date.now();
        const result = await service.search(
          session,
          { q: 'kx6 budget', types: ['policy', 'document'], limit: 5 },
          'en-US',
        );
        expect(result).toEqual({ hits: [expect.objectContaining({ title: 'Kx6 budget sheet' })], skipped: ['policy'] });
        expect(Date.now() - started).toBeLessThan(3000);
        if (driver === 'postgres') {
          // The slow statement is canceled at the budget, not left to run its 5 seconds.
          const sleeping = async () =>
            (
              (await db().execute(
                sql`select count(*)::int as n from pg_stat_activity
                    where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`,
              )) as unknown as { rows: { n: number }[] }
            ).rows[0]?.n;
          await expect.poll(sleeping, { timeout: 1000, interval: 20 }).toBe(0);
          expect(Date.now() - started).toBeLessThan(3500);
        }
      } finally {
        await close();
      }
    });

    describe.skipIf(driver !== 'postgres')('through the real app', () => {
      // A second app on the file's database, with a budget a lock outlasts and the kind that does
      // not wait on it keeps to, however loaded the machine.
      const shortBudget: Partial<Pick<TestApp, 'app'>> = {};
      beforeAll(async () => {
        shortBudget.app = await createTestApp(ctx.testDb.database, { SEARCH_BUDGET_MS: '1000' });
      });
      afterAll(() => shortBudget.app?.close());

      it('cancels a kind that waits on a lock', async () => {
        const search = searchThrough(shortBudget as Pick<TestApp, 'app'>);
        await policy('Kx2 locked', daysAgo(0));
        await db()
          .insert(documents)
          .values({ userId: await idOf('admin'), name: 'Kx2 locked sheet', content: { sheets: [] } });
        const holder = new pg.Client({ connectionString: ctx.testDb.database.url! });
        await holder.connect();
        try {
          await holder.query('begin');
          await holder.query('lock table policies in access exclusive mode');
          const started = Date.now();
          const result = await search(ctx.admin, { q: 'kx2 locked', types: 'policy,document' });
          expect(result).toEqual({
            hits: [expect.objectContaining({ title: 'Kx2 locked sheet' })],
            skipped: ['policy'],
          });
          expect(Date.now() - started).toBeLessThan(2000);
        } finally {
          await holder.query('rollback');
          await holder.end();
        }
        expect(titles(await search(ctx.admin, { q: 'kx2 locked', types: 'policy' }))).toEqual(['Kx2 locked']);
      });
    });
  });

  describe('remembers the picks', () => {
    /** An account of its own, signed in with its own password, holding the `user` role. */
    const account = async () => {
      const username = `search.person.${driver}.${++serial}`;
      const created = await ok<Account>(ctx.admin, {
        method: 'POST',
        url: ACCOUNTS,
        payload: { username, name: username, email: '', roles: ['user'], password: 'Temp-Pass1' },
      });
      const token = await login(ctx.app, username, 'Temp-Pass1');
      await ok(token, {
        method: 'POST',
        url: '/member-api/api/user/password',
        payload: { oldPassword: 'Temp-Pass1', newPassword: 'Own-Pass1' },
      });
      return { id: created.id, token: await login(ctx.app, username, 'Own-Pass1') };
    };
    const pick = (token: string, input: Partial<SearchPickInput>) =>
      ok<SearchPick[]>(token, { method: 'POST', url: PICKS, payload: input });
    const picks = (token: string) => ok<SearchPick[]>(token, { method: 'GET', url: PICKS });
    const keys = (list: SearchPick[]) => list.map((found) => found.key);

    it('answers them newest first, a repeated pick on top, the newest ten only', async () => {
      const { token } = await account();
      expect(await picks(token)).toEqual([]);
      const answered = await pick(token, {
        kind: 'record',
        type: 'message',
        key: '42',
        title: 'A message',
        detail: 'Its text',
        group: 'notice',
      });
      expect(answered).toEqual([
        {
          kind: 'record',
          type: 'message',
          key: '42',
          title: 'A message',
          detail: 'Its text',
          group: 'notice',
          pickedTime: expect.any(String),
        },
      ]);
      expect(await picks(token)).toEqual(answered);
      await pick(token, { kind: 'screen', key: 'SearchTable' });
      await pick(token, { kind: 'action', key: 'theme', type: 'policy' });
      expect(keys(await pick(token, { kind: 'record', type: 'message', key: '42', title: 'Renamed' }))).toEqual([
        '42',
        'theme',
        'SearchTable',
      ]);
      const [top, action] = await picks(token);
      expect(top).toMatchObject({ title: 'Renamed', detail: '' });
      expect(top).not.toHaveProperty('group');
      expect(action).toEqual({ kind: 'action', key: 'theme', title: '', detail: '', pickedTime: expect.any(String) });

      for (let i = 1; i <= SEARCH_PICKS_MAX + 2; i++)
        await pick(token, { kind: 'record', type: 'policy', key: String(i) });
      const kept = await picks(token);
      expect(keys(kept)).toEqual(Array.from({ length: SEARCH_PICKS_MAX }, (_, i) => String(SEARCH_PICKS_MAX + 2 - i)));
    });

    it('leaves out the records and screens the caller may no longer open', async () => {
      const { token } = await account();
      await pick(token, { kind: 'record', type: 'policy', key: '7', title: 'A policy', code: '107' });
      await pick(token, { kind: 'screen', key: 'SearchTable' });
      await pick(token, { kind: 'screen', key: 'Workplace' });
      await pick(token, { kind: 'action', key: 'logout' });
      expect(keys(await picks(token))).toEqual(['logout', 'Workplace', 'SearchTable', '7']);
      await withPermission(ctx.testDb.database, 'policy.read', ['admin'], async () => {
        expect(keys(await picks(token))).toEqual(['logout', 'Workplace']);
      });
      expect(keys(await picks(token))).toEqual(['logout', 'Workplace', 'SearchTable', '7']);
      // A record of a kind the role never reads is kept out from the start.
      expect(keys(await pick(token, { kind: 'record', type: 'account', key: '1' }))).not.toContain('1');
    });

    it('refuses a record without its kind or id, a screen that does not exist, and bad input', async () => {
      const { token } = await account();
      const refused = async (input: unknown, path: string) => {
        const response = await call(token, { method: 'POST', url: PICKS, payload: input as object });
        expect(response.statusCode, JSON.stringify(input)).toBe(400);
        const body = envelope<{ issues: { path: string; message: string }[] }>(response);
        expect(body.code).toBe(ApiCode.validation);
        expect(body.data.issues.map((issue) => issue.path)).toContain(path);
        return body.data.issues.find((issue) => issue.path === path)?.message;
      };
      expect(await refused({ kind: 'record', key: '1' }, 'type')).toBe('Name the kind of the record picked');
      await refused({ kind: 'record', type: 'policy', key: 'abc' }, 'key');
      expect(await refused({ kind: 'screen', key: 'Nowhere' }, 'key')).toBe('Choose a screen of the console');
      await refused({ kind: 'somewhere', key: 'x' }, 'kind');
      await refused({ kind: 'action', key: '' }, 'key');
      await refused({ kind: 'action', key: 'x'.repeat(65) }, 'key');
      await refused({ kind: 'record', type: 'nothing', key: '1' }, 'type');
      expect(await picks(token)).toEqual([]);
    });

    it('go with their account', async () => {
      const { id, token } = await account();
      await pick(token, { kind: 'screen', key: 'Workplace' });
      const deleted = await call(ctx.admin, { method: 'DELETE', url: `${ACCOUNTS}/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        await db()
          .select()
          .from(searchPicks)
          .where(inArray(searchPicks.userId, [id])),
      ).toEqual([]);
    });
  });
});
