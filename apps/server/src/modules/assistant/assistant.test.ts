import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type Locale } from '@console/shared';
import { CHAT_LIMITS } from '@console/shared/assistant/constants';
import type { Conversation, ConversationSummary } from '@console/shared/assistant/schemas';
import type { Task } from '@console/shared/project/schemas';
import type { PopularAuthors } from '@console/shared/visualization/schemas';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import { parseEvents, only } from '../../../test/chat-stream';
import {
  addAccount,
  DRIVERS,
  as,
  envelope,
  login,
  useTestApp,
  withPermission,
  type TestApp,
} from '../../../test/helper';
import { conversationMessages } from '../../db/schema/assistant';
import { formatDateTime } from '../../lib/format-time';

const CHAT = '/member-api/api/chat';

/** Requests and assertions shared by this file's suites. */
function chatClient(ctx: TestApp) {
  const call = (token: string, options: InjectOptions, locale: Locale = 'en-US') =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': locale, ...options.headers } });
  const create = async (title = 'Figures', token = ctx.admin) => {
    const response = await call(token, { method: 'POST', url: `${CHAT}/conversations`, payload: { title } });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ConversationSummary>(response).data;
  };
  const get = async (id: number, token = ctx.admin) =>
    envelope<Conversation>(await call(token, { method: 'GET', url: `${CHAT}/conversations/${id}` })).data;
  const complete = (conversationId: number, body: object, locale: Locale = 'en-US', token = ctx.admin) =>
    call(token, { method: 'POST', url: `${CHAT}/completions`, payload: { conversationId, ...body } }, locale);
  /** Asks `question` in a new conversation and returns the streamed answer. */
  const ask = async (question: string, locale: Locale = 'en-US', token = ctx.admin) => {
    const conversation = await create('Figures', token);
    const response = await complete(
      conversation.id,
      { messages: [{ role: 'user', content: question }] },
      locale,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = parseEvents(response.body);
    const [done] = only(events, 'done');
    expect(done, response.body).toBeDefined();
    const answer = only(events, 'delta')
      .map((e) => e.data.content)
      .join('');
    expect(done?.data.message).toMatchObject({ role: 'assistant', content: answer, status: 'complete' });
    return { conversation, events, answer };
  };
  return { call, create, get, complete, ask };
}

describe.each(DRIVERS)('the AI assistant on %s', (driver) => {
  // Far more answers a minute than these tests ask for, however fast the machine.
  const ctx = useTestApp(driver, { env: { AI_RATE_LIMIT: '1000' } });
  const { call, create, get, complete, ask } = chatClient(ctx);

  describe('conversations', () => {
    it('creates exactly as many conversations as an account may keep when more are asked for at once', async () => {
      // An account of its own: the limit it reaches would stop the other tests' conversations.
      await addAccount(ctx.testDb.database, {
        username: 'dave',
        password: 'Dave-Pass1',
        role: 'admin',
      });
      const dave = await login(ctx.app, 'dave', 'Dave-Pass1');
      const responses = await Promise.all(
        Array.from({ length: CHAT_LIMITS.perUser + 20 }, () =>
          call(dave, { method: 'POST', url: `${CHAT}/conversations`, payload: { title: 'Parallel' } }, 'zh-CN'),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(CHAT_LIMITS.perUser);
      const refused = responses.filter((response) => response.statusCode === 400);
      expect(refused).toHaveLength(20);
      expect(envelope(refused[0]!).msg).toBe(`最多保留 ${CHAT_LIMITS.perUser} 个会话，请先删除一些`);
      expect(
        envelope<ConversationSummary[]>(await call(dave, { method: 'GET', url: `${CHAT}/conversations` })).data,
      ).toHaveLength(CHAT_LIMITS.perUser);
    });

    it('creates, lists latest first, renames, searches and deletes its own conversations', async () => {
      const first = await create('Quarter figures');
      const second = await create('Team tasks');
      const list = async (query = '') =>
        envelope<ConversationSummary[]>(
          await call(ctx.admin, { method: 'GET', url: `${CHAT}/conversations${query}` }),
        ).data.map((c) => c.id);
      expect((await list()).slice(0, 2)).toEqual([second.id, first.id]);

      const renamed = await call(ctx.admin, {
        method: 'PATCH',
        url: `${CHAT}/conversations/${first.id}`,
        payload: { title: '  Budget 100%  ' },
      });
      expect(envelope<ConversationSummary>(renamed).data).toMatchObject({ id: first.id, title: 'Budget 100%' });
      expect((await list())[0]).toBe(first.id);

      // Case-insensitive; `%` and `_` are taken literally.
      expect(await list('?keyword=budget')).toEqual([first.id]);
      expect(await list('?keyword=100%25')).toEqual([first.id]);
      expect(await list('?keyword=_')).toEqual([]);

      await complete(second.id, { messages: [{ role: 'user', content: 'Which policies are online?' }] });
      expect(await list('?keyword=POLICIES')).toEqual([second.id]);

      const removed = await call(ctx.admin, { method: 'DELETE', url: `${CHAT}/conversations/${second.id}` });
      expect(envelope(removed).data).toEqual({ deleted: 1 });
      expect((await call(ctx.admin, { method: 'GET', url: `${CHAT}/conversations/${second.id}` })).statusCode).toBe(
        404,
      );
      expect(await list()).not.toContain(second.id);
    });

    it('exports a conversation as a Markdown download in the caller’s language', async () => {
      const { conversation, answer } = await ask('How much balance is left in the wallet?');
      const response = await call(
        ctx.admin,
        { method: 'GET', url: `${CHAT}/conversations/${conversation.id}/export` },
        'zh-CN',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="conversation-${conversation.id}.md"`);
      const saved = await get(conversation.id);
      const at = (time = '') => formatDateTime(new Date(time));
      expect(response.body).toBe(
        `# Figures\n\n### 你 · ${at(saved.messages[0]?.time)}\n\nHow much balance is left in the wallet?\n\n### 助手 · ${at(saved.messages[1]?.time)}\n\n${answer}\n`,
      );
    });

    it('refuses bad input with 400 and the field', async () => {
      const { id } = await create();
      const issuesOf = async (body: object) => {
        const response = await complete(id, body);
        expect(response.statusCode, response.body).toBe(400);
        expect(envelope(response).code).toBe(ApiCode.validation);
        return envelope<{ issues: { path: string; message: string }[] }>(response).data.issues;
      };
      expect(await issuesOf({ messages: [] })).toEqual([{ path: 'messages', message: 'Required' }]);
      expect(await issuesOf({ messages: [{ role: 'user', content: '   ' }] })).toEqual([
        { path: 'messages.0.content', message: 'Required' },
      ]);
      expect(await issuesOf({ messages: [{ role: 'user', content: 'x'.repeat(CHAT_LIMITS.contentMax + 1) }] })).toEqual(
        [{ path: 'messages.0.content', message: 'Too long' }],
      );
      expect(await issuesOf({ messages: [{ role: 'system', content: 'Obey' }] })).toEqual([
        { path: 'messages.0.role', message: 'Choose one of the offered options' },
      ]);
      expect(await issuesOf({})).toEqual([
        { path: 'messages', message: 'Send one message, or ask to regenerate the last answer' },
      ]);
      expect(await issuesOf({ messages: [{ role: 'user', content: 'Hi' }], regenerate: true })).toEqual([
        { path: 'messages', message: 'Send one message, or ask to regenerate the last answer' },
      ]);
      const unknown = await complete(2147483647, { messages: [{ role: 'user', content: 'Hi' }] });
      expect(unknown.statusCode).toBe(400);
      expect(envelope<{ issues: unknown[] }>(unknown).data.issues).toEqual([
        { path: 'conversationId', message: 'This conversation does not exist' },
      ]);
      const nothing = await complete(id, { regenerate: true });
      expect(nothing.statusCode).toBe(400);
      expect(envelope(nothing).msg).toBe('There is no question to answer again in this conversation');
      const blankTitle = await call(ctx.admin, {
        method: 'POST',
        url: `${CHAT}/conversations`,
        payload: { title: ' ' },
      });
      expect(blankTitle.statusCode).toBe(400);
      // Nothing was stored by the refused requests.
      expect((await get(id)).messages).toEqual([]);
    });

    it('keeps each account’s conversations from every other account (404, or 400 as a reference)', async () => {
      await addAccount(ctx.testDb.database, {
        username: 'carol',
        password: 'Carol-Pass1',
        role: 'admin',
      });
      const carol = await login(ctx.app, 'carol', 'Carol-Pass1');
      const { conversation } = await ask('List tasks in progress');
      const url = `${CHAT}/conversations/${conversation.id}`;
      for (const options of [
        { method: 'GET', url },
        { method: 'PATCH', url, payload: { title: 'Mine now' } },
        { method: 'GET', url: `${url}/export` },
        { method: 'DELETE', url },
      ] as const) {
        const response = await call(carol, options);
        expect(response.statusCode, `${options.method} ${options.url}`).toBe(404);
        expect(envelope(response)).toEqual({
          code: ApiCode.notFound,
          msg: 'The requested resource does not exist',
          data: null,
        });
      }
      const list = envelope<ConversationSummary[]>(
        await call(carol, { method: 'GET', url: `${CHAT}/conversations?keyword=tasks` }),
      ).data;
      expect(list).toEqual([]);
      expect(
        (await complete(conversation.id, { messages: [{ role: 'user', content: 'Hi' }] }, 'en-US', carol)).statusCode,
      ).toBe(400);
      expect((await complete(conversation.id, { regenerate: true }, 'en-US', carol)).statusCode).toBe(400);
      expect((await get(conversation.id)).messages).toHaveLength(2);
      expect((await get(conversation.id)).title).toBe('Figures');
    });

    it('refuses every assistant endpoint to the user role (403)', async () => {
      const { id } = await create();
      for (const options of [
        { method: 'GET', url: `${CHAT}/conversations` },
        { method: 'POST', url: `${CHAT}/conversations`, payload: { title: 'Mine' } },
        { method: 'GET', url: `${CHAT}/conversations/${id}` },
        { method: 'PATCH', url: `${CHAT}/conversations/${id}`, payload: { title: 'Mine' } },
        { method: 'DELETE', url: `${CHAT}/conversations/${id}` },
        { method: 'GET', url: `${CHAT}/conversations/${id}/export` },
        {
          method: 'POST',
          url: `${CHAT}/completions`,
          payload: { conversationId: id, messages: [{ role: 'user', content: 'Hi' }] },
        },
      ] as const) {
        const response = await call(ctx.user, options);
        expect(response.statusCode, `${options.method} ${options.url}`).toBe(403);
        expect(envelope(response).code).toBe(ApiCode.forbidden);
      }
    });
  });

  describe('the built-in assistant', () => {
    const money = (locale: Locale, value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 }).format(value);
    const number = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);
    const source = async <T>(url: string, locale: Locale) =>
      envelope<T>(await call(ctx.admin, { method: 'GET', url: `/member-api${url}` }, locale)).data;

    it.each([
      ['en-US', 'Summarize today’s workplace stats', "Today's workplace figures"],
      ['zh-CN', '总结一下今日工作台数据', '今日工作台数据'],
    ] as const)(
      'answers the workplace stats as the Workplace banner computes them (%s)',
      async (locale, question, heading) => {
        const stats = await source<WorkplaceStats>('/api/workplace/stats', locale);
        const { answer } = await ask(question, locale);
        expect(answer).toContain(heading);
        expect(stats.balanceCny).toBeGreaterThan(0);
        for (const figure of [
          money(locale, stats.balanceCny),
          ...[
            stats.pendingOrders,
            stats.renewalOrders,
            stats.onlineContent,
            stats.contentPutIn,
            stats.dailyNewComments,
          ].map((n) => number(locale, n)),
        ]) {
          expect(answer).toContain(` ${figure} |`);
        }
      },
    );

    it.each([
      ['en-US', 'Who are the top popular authors?', 'Top authors'],
      ['zh-CN', '热门作者有哪些？', '热门作者'],
    ] as const)('ranks the authors as the data analysis screen does (%s)', async (locale, question, heading) => {
      const { list } = await source<PopularAuthors>('/api/popular-author/list', locale);
      expect(list.length).toBeGreaterThan(0);
      const { answer } = await ask(question, locale);
      expect(answer).toContain(heading);
      for (const author of list) {
        expect(answer).toContain(
          `| ${author.ranking} | ${author.author} | ${number(locale, author.contentCount)} | ${number(locale, author.clickCount)} |`,
        );
      }
    });

    it.each([
      ['en-US', 'List tasks in progress', 'tasks in progress'],
      ['zh-CN', '列出进行中的任务', '进行中的任务共'],
    ] as const)('lists the tasks in progress from the task table (%s)', async (locale, question, heading) => {
      const page = await source<{ list: Task[]; total: number }>(
        '/api/project/task/list?status=inProgress&sortField=finishTime&sortOrder=ascend&pageSize=5',
        locale,
      );
      expect(page.total).toBeGreaterThan(0);
      const { answer } = await ask(question, locale);
      expect(answer).toMatch(new RegExp(`\\*\\*\\D*${page.total}\\D`));
      expect(answer).toContain(heading);
      const listed = [...answer.matchAll(/`(T-\d{4}-\d+)`/g)].map((m) => m[1]);
      expect(listed).toEqual(page.list.map((task) => task.number));
      for (const task of page.list) expect(answer).toContain(task.name);
    });

    it.each([
      ['en-US', 'How much balance is left in the wallet?', 'Your wallet balance is'],
      ['zh-CN', '钱包还剩多少余额？', '你的钱包余额为'],
    ] as const)('tells the wallet balance the Workplace shows (%s)', async (locale, question, sentence) => {
      const stats = await source<WorkplaceStats>('/api/workplace/stats', locale);
      const { answer } = await ask(question, locale);
      expect(answer).toContain(`${sentence} **${money(locale, stats.balanceCny)}**`);
      // The balance alone, not the whole banner.
      expect(answer).not.toContain('|');
    });

    it.each([
      ['en-US', 'How many policies are online?', 'online and'],
      ['zh-CN', '各状态的策略有多少？', '已上线'],
    ] as const)('counts the policies by status as the policy table does (%s)', async (locale, question, words) => {
      const total = async (query: string) =>
        (await source<{ total: number }>(`/api/list/policy?pageSize=1${query}`, locale)).total;
      const [online, offline, all] = [await total('&status=online'), await total('&status=offline'), await total('')];
      expect(online + offline).toBe(all);
      const { answer } = await ask(question, locale);
      expect(answer).toContain(words);
      for (const figure of [online, offline, all]) expect(answer).toContain(number(locale, figure));
    });

    it('answers only with what the caller’s role may read on the screen that shows it', async () => {
      // A user allowed the assistant, but not the policies.
      const { database } = ctx.testDb;
      const answer = await withPermission(database, 'assistant.use', ['*'], () =>
        withPermission(
          database,
          'policy.read',
          ['admin'],
          async () => (await ask('Show the tasks and the policies', 'en-US', ctx.user)).answer,
        ),
      );
      expect(answer).toContain('tasks in progress');
      expect(answer).toContain('Your role may not see these figures.');
      expect(answer).not.toContain('Policies by status');
    });

    it('recognises questions in either language whatever the answer’s language', async () => {
      const { answer } = await ask('钱包余额', 'en-US');
      expect(answer).toContain('Your wallet balance is');
    });

    it('answers several intents at once, and says plainly what it cannot answer', async () => {
      const both = await ask('Show the tasks and the policies');
      expect(both.answer).toMatch(/tasks in progress[\s\S]*Policies by status/);
      for (const [locale, lines] of [
        [
          'en-US',
          [
            'did not recognise that question',
            "today's workplace stats",
            'the top authors',
            'the tasks in progress',
            'the wallet balance',
            'the policies by status',
          ],
        ],
        ['zh-CN', ['没能识别这个问题', '今日工作台数据', '热门作者', '进行中的任务', '钱包余额', '各状态的策略数量']],
      ] as const) {
        const { answer } = await ask('What is the weather tomorrow?', locale);
        for (const line of lines) expect(answer).toContain(line);
      }
    });

    it('streams the answer in many pieces and stores both turns', async () => {
      const { conversation, events } = await ask('How much balance is left in the wallet?');
      expect(events[0]).toMatchObject({
        event: 'start',
        data: {
          conversationId: conversation.id,
          userMessage: { role: 'user', content: 'How much balance is left in the wallet?', status: null },
        },
      });
      expect(only(events, 'delta').length).toBeGreaterThan(10);
      expect(events.at(-1)?.event).toBe('done');
      const saved = await get(conversation.id);
      expect(saved.messages.map((m) => [m.role, m.status])).toEqual([
        ['user', null],
        ['assistant', 'complete'],
      ]);
    });

    it('takes exactly the last question a conversation has room for when several arrive at once', async () => {
      const conversation = await create();
      // All but one question's place taken, answers still to come for them.
      const questions = CHAT_LIMITS.messagesPerConversation / 2 - 1;
      await ctx.testDb.database.db.insert(conversationMessages).values(
        Array.from({ length: questions }, (_, i) => ({
          conversationId: conversation.id,
          role: 'user' as const,
          content: `Question ${i}`,
          status: null,
        })),
      );
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => complete(conversation.id, { messages: [{ role: 'user', content: 'Tasks?' }] })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400]);
      const refused = responses.find((response) => response.statusCode === 400)!;
      expect(envelope(refused).msg).toBe(
        `This conversation holds ${CHAT_LIMITS.messagesPerConversation} messages already: start a new one`,
      );
      expect((await get(conversation.id)).messages.filter((message) => message.role === 'user')).toHaveLength(
        questions + 1,
      );
    });

    it('regenerates the last answer in place of the old one', async () => {
      const { conversation } = await ask('How much balance is left in the wallet?');
      const before = await get(conversation.id);
      const response = await complete(conversation.id, { regenerate: true }, 'zh-CN');
      const events = parseEvents(response.body);
      expect(events[0]).toMatchObject({ event: 'start', data: { userMessage: null } });
      const after = await get(conversation.id);
      expect(after.messages).toHaveLength(2);
      expect(after.messages[0]).toEqual(before.messages[0]);
      expect(after.messages[1]?.id).not.toBe(before.messages[1]?.id);
      expect(after.messages[1]?.content).toContain('你的钱包余额为');
    });
  });
});

describe.each(DRIVERS)('the assistant’s rate limit on %s', (driver) => {
  // No demo data: a quick start on a busy machine.
  const ctx = useTestApp(driver, {
    env: { AI_RATE_LIMIT: '20', SEED_DEMO: '0', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'First-Admin1' },
    login: [],
  });
  const { create, get, complete } = chatClient(ctx);

  it('answers at most the limit of 100 completions sent at once, then 429 with Retry-After and a localized message, storing nothing', async () => {
    ctx.admin = await login(ctx.app, 'root', 'First-Admin1');
    const conversations = await Promise.all(Array.from({ length: 5 }, () => create()));
    const question = { messages: [{ role: 'user', content: 'Policies?' }] };
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => complete(conversations[i % 5]!.id, question)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);

    const before = await get(conversations[0]!.id);
    const refused = await complete(conversations[0]!.id, question, 'zh-CN');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(envelope(refused)).toEqual({
      code: ApiCode.rateLimited,
      msg: `提问过于频繁，请在 ${seconds} 秒后重试`,
      data: null,
    });
    // Only the answered questions were stored, and the refused one left its conversation as it was.
    const questions = await Promise.all(
      conversations.map(async ({ id }) => (await get(id)).messages.filter((message) => message.role === 'user').length),
    );
    expect(questions.reduce((sum, n) => sum + n, 0)).toBe(20);
    expect(await get(conversations[0]!.id)).toEqual(before);
  });
});
