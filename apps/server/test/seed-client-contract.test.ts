import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCode, type MessageItem, type ValidationErrorData } from '@console/shared';
import { users } from '../src/db/schema';
import { channelForms } from '../src/db/schema/channel-forms';
import { DRIVERS, as, envelope, useTestApp } from './helper';

/**
 * What Arco Design Pro's own Vue client (pointed at this server) reads
 * from the answers of the shell and of the first screens, with the types it gives them. An answer
 * may add fields; it never renames, drops or retypes these (an optional field is absent, never
 * null). The objects are loose on purpose: only the client's fields are checked.
 */
const CONTRACT = {
  'POST /api/user/login': z.object({ token: z.string() }),
  'GET /api/user/info': z.object({
    ...Object.fromEntries(
      [
        'name',
        'avatar',
        'job',
        'organization',
        'location',
        'email',
        'introduction',
        'personalWebsite',
        'jobName',
        'organizationName',
        'locationName',
        'phone',
        'registrationDate',
        'accountId',
        'role',
      ].map((field) => [field, z.string()]),
    ),
    certification: z.number(),
  }),
  'GET /api/message/list': z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      title: z.string(),
      subTitle: z.string(),
      avatar: z.string().optional(),
      content: z.string(),
      time: z.string(),
      status: z.union([z.literal(0), z.literal(1)]),
      messageType: z.number().optional(),
    }),
  ),
  'GET /api/content-data': z.array(z.object({ x: z.string(), y: z.number() })),
  'GET /api/popular/list?type=text': z.array(
    z.object({ key: z.number(), clickNumber: z.string(), title: z.string(), increases: z.number() }),
  ),
  'GET /api/list/policy?current=1&pageSize=10': z.object({
    list: z.array(
      z.object({
        id: z.number(),
        number: z.number(),
        name: z.string(),
        contentType: z.enum(['img', 'horizontalVideo', 'verticalVideo']),
        filterType: z.enum(['artificial', 'rules']),
        count: z.number(),
        status: z.enum(['online', 'offline']),
        createdTime: z.string(),
      }),
    ),
    total: z.number(),
  }),
  ...Object.fromEntries(
    ['quality-inspection', 'the-service', 'rules-preset'].map((list) => [
      `GET /api/list/${list}`,
      z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          description: z.string(),
          name: z.string().optional(),
          actionType: z.string().optional(),
          icon: z.string().optional(),
          data: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })).optional(),
          enable: z.boolean().optional(),
          /** True when the service has expired. */
          expires: z.boolean().optional(),
        }),
      ),
    ]),
  ),
  'POST /api/public-opinion-analysis': z.object({
    count: z.number(),
    growth: z.number(),
    chartData: z.array(z.object({ x: z.string(), y: z.number(), name: z.string() })),
  }),
  'GET /api/content-publish': z.array(z.object({ name: z.string(), x: z.array(z.string()), y: z.array(z.number()) })),
  'GET /api/content-period-analysis': z.object({
    xAxis: z.array(z.string()),
    data: z.array(z.object({ name: z.string(), value: z.array(z.number()) })),
  }),
  'POST /api/content-period-analysis': z.object({
    xAxis: z.array(z.string()),
    data: z.array(z.object({ name: z.string(), value: z.array(z.number()) })),
  }),
  'GET /api/popular-author/list': z.object({
    list: z
      .array(z.object({ ranking: z.number(), author: z.string(), contentCount: z.number(), clickCount: z.number() }))
      .length(7),
  }),
  'GET /api/data-overview': z.object({
    xAxis: z.array(z.string()),
    data: z.array(z.object({ name: z.string(), value: z.array(z.number()), count: z.number() })),
  }),
  'POST /api/data-overview': z.object({
    xAxis: z.array(z.string()),
    data: z.array(z.object({ name: z.string(), value: z.array(z.number()), count: z.number() })),
  }),
  'POST /api/data-chain-growth': z.object({
    count: z.number(),
    growth: z.number(),
    chartData: z.object({
      xAxis: z.array(z.string()),
      data: z.object({ name: z.string(), value: z.array(z.number()) }),
    }),
  }),
  ...Object.fromEntries(
    ['GET', 'POST'].map((method) => [
      `${method} /api/chat/list`,
      z
        .array(
          z.object({
            id: z.number(),
            username: z.string(),
            content: z.string(),
            time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
            isCollect: z.boolean(),
          }),
        )
        .min(1),
    ]),
  ),
  // The user info of the demo admin: 6 projects, 7 activities, 4 teams (Arco Design Pro posts).
  'POST /api/user/my-project/list': z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string(),
        peopleNumber: z.number(),
        contributors: z.array(z.object({ name: z.string(), email: z.string(), avatar: z.string() })),
      }),
    )
    .length(6),
  'POST /api/user/latest-activity': z
    .array(z.object({ id: z.number(), title: z.string(), description: z.string(), avatar: z.string() }))
    .length(7),
  'POST /api/user/my-team/list': z
    .array(z.object({ id: z.number(), avatar: z.string(), name: z.string(), peopleNumber: z.number() }))
    .length(4),
  'POST /api/user/certification': z.object({
    enterpriseInfo: z.object({
      accountType: z.number(),
      status: z.number(),
      ...Object.fromEntries(
        [
          'time',
          'legalPerson',
          'certificateType',
          'authenticationNumber',
          'enterpriseName',
          'enterpriseCertificateType',
          'organizationCode',
        ].map((field) => [field, z.string()]),
      ),
    }),
    record: z
      .array(
        z.object({
          certificationType: z.number(),
          certificationContent: z.string(),
          status: z.number(),
          time: z.string(),
        }),
      )
      .min(1),
  }),
} as const;

/** What the client sends where it sends a body. */
const PAYLOADS: Record<string, object> = {
  '/api/user/login': { username: 'admin', password: 'admin' },
  '/api/public-opinion-analysis': { quota: 'visitors' },
  '/api/data-chain-growth': { quota: 'retentionTrends' },
};

describe.each(DRIVERS)("the fields and types Arco Design Pro's client reads on %s", (driver) => {
  const ctx = useTestApp(driver, { login: ['admin'] });

  it.each(Object.entries(CONTRACT))('%s', async (call, schema) => {
    const [method = '', url = ''] = call.split(' ');
    const payload = PAYLOADS[url];
    const response = await as(ctx.app, ctx.admin, { method: method as 'GET', url: `/member-api${url}`, payload });
    expect(response.statusCode).toBe(200);
    const result = schema.safeParse(envelope(response).data);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("tells an expired service from a running one in the-service's boolean `expires`", async () => {
    const services = envelope<{ title: string; expires?: boolean }[]>(
      await as(ctx.app, ctx.admin, {
        method: 'GET',
        url: '/member-api/api/list/the-service',
        headers: { 'accept-language': 'en-US' },
      }),
    ).data;
    expect(services.map(({ title, expires }) => [title, expires])).toEqual([
      ['Funnel analysis', false],
      ['User distribution', true],
      ['Resource distribution', false],
      ['User portrait analysis', false],
    ]);
  });
});

/**
 * The client's writes, sent as its axios sends them: a JSON body with `application/json`, a POST
 * without a body with no content type at all, the avatar as the browser's `FormData`. Its other
 * screens write nothing to a server: the group form only waits a second, and the card list's
 * switches and buttons change the page alone. Its basic information form calls no endpoint either;
 * its save is sent here with the form's own values (the select's `China`, the cascader's district).
 */
const JSON_HEADERS = { accept: 'application/json, text/plain, */*', 'content-type': 'application/json' };
const NO_BODY_HEADERS = { accept: 'application/json, text/plain, */*' };

/** The step form's submission as the client posts it: its selects send their options' texts. */
const STEP_FORM = {
  activityName: '活动2026',
  channelType: 'APP通用渠道',
  promotionTime: ['2026-12-01', '2026-12-31'],
  promoteLink: 'https://arco.design',
  advertisingSource: '百度',
  advertisingMedia: 'CPC',
  keyword: ['今日头条', '火山'],
  pushNotify: true,
  advertisingContent: '测试内容',
};

/** A PNG of one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DRIVERS)("the writes of Arco Design Pro's client on %s", (driver) => {
  const ctx = useTestApp(driver, { login: ['admin'] });

  const post = (url: string, payload?: object, token = ctx.admin) =>
    as(ctx.app, token, {
      method: 'POST',
      url: `/member-api${url}`,
      ...(payload === undefined ? { headers: NO_BODY_HEADERS } : { headers: JSON_HEADERS, payload }),
    });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope<T>(response);
    expect(body.code).toBe(ApiCode.success);
    return body.data;
  };
  const issuesOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = envelope<ValidationErrorData>(response);
    expect(body.code).toBe(ApiCode.validation);
    return body.data.issues.map((issue) => issue.path);
  };

  describe('the step form (`/api/channel-form/submit`)', () => {
    const storedForm = async (id: number) => {
      const [row] = await ctx.testDb.database.db
        .select({ channelType: channelForms.channelType, keywords: channelForms.keywords })
        .from(channelForms)
        .where(eq(channelForms.id, id));
      return row;
    };

    // The client's own option texts, the console's labels in both languages, codes among labels.
    it.each([
      ["the client's option texts", 'APP通用渠道', ['今日头条', '火山'], ['toutiao', 'huoshan']],
      ['the zh-CN labels', 'APP 通用渠道', ['火山', '今日头条'], ['huoshan', 'toutiao']],
      ['the en-US labels', 'APP general channel', ['Toutiao', 'Huoshan'], ['toutiao', 'huoshan']],
      ['codes and labels mixed', 'appGeneral', ['Huoshan', 'toutiao'], ['huoshan', 'toutiao']],
    ])('takes %s and answers and stores the codes', async (_, channelType, keyword, codes) => {
      const form = ok<{ id: number; channelType: string; keyword: string[] }>(
        await post('/api/channel-form/submit', { data: { ...STEP_FORM, channelType, keyword } }),
      );
      expect(form).toMatchObject({ channelType: 'appGeneral', keyword: codes });
      expect(await storedForm(form.id)).toEqual({ channelType: 'appGeneral', keywords: codes });
    });

    it('still refuses an option it does not know, and a keyword sent as its label and its code', async () => {
      expect(
        issuesOf(
          await post('/api/channel-form/submit', {
            data: { ...STEP_FORM, channelType: 'Web通用渠道', keyword: ['抖音'] },
          }),
        ),
      ).toEqual(['data.channelType', 'data.keyword.0']);
      expect(
        issuesOf(await post('/api/channel-form/submit', { data: { ...STEP_FORM, keyword: ['今日头条', 'toutiao'] } })),
      ).toEqual(['data.keyword']);
    });
  });

  it("marks the message box's tab read (`/api/message/read`), read messages included", async () => {
    const messages = ok<MessageItem[]>(await post('/api/message/list'));
    // "Mark all read" sends every id of the tab, read or not; a click on one message sends its id.
    const ids = messages.filter((message) => message.type === 'message').map((message) => message.id);
    expect(ids.length).toBeGreaterThan(0);
    const unread = messages.filter((message) => ids.includes(message.id) && message.status === 0).length;
    expect(ok<number>(await post('/api/message/read', { ids }))).toBe(unread);
    expect(ok<number>(await post('/api/message/read', { ids: ids.slice(0, 1) }))).toBe(0);
    const after = ok<MessageItem[]>(await post('/api/message/list'));
    expect(after.filter((message) => ids.includes(message.id)).map((message) => message.status)).toEqual(
      ids.map(() => 1),
    );
  });

  it.each(['China', '中国'])(
    'saves the basic information (`/api/user/save-info`) with the country/region %s, stored as its code',
    async (countryRegion) => {
      const info = ok<{ name: string; email: string; countryRegion: string }>(
        await post('/api/user/save-info', {
          email: 'lin@console.example',
          nickname: 'Lin',
          countryRegion,
          area: 'chaoyang',
          address: '',
          profile: '',
        }),
      );
      expect(info).toMatchObject({ name: 'Lin', email: 'lin@console.example', countryRegion: 'china' });
      const [row] = await ctx.testDb.database.db
        .select({ countryRegion: users.countryRegion })
        .from(users)
        .where(eq(users.username, 'admin'));
      expect(row).toEqual({ countryRegion: 'china' });
    },
  );

  it('still refuses a country/region it does not know', async () => {
    const response = await post('/api/user/save-info', {
      email: 'lin@console.example',
      nickname: 'Lin',
      countryRegion: '美国',
      area: 'chaoyang',
      address: '',
      profile: '',
    });
    expect(issuesOf(response)).toEqual(['countryRegion']);
  });

  it("takes the avatar as the browser's FormData sends it (`/api/user/upload`, field `file`)", async () => {
    const boundary = '----WebKitFormBoundaryArcoDesignPro';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/member-api/api/user/upload',
      headers: { ...NO_BODY_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const { avatar } = ok<{ avatar: string }>(response);
    expect(ok<{ avatar: string }>(await post('/api/user/info')).avatar).toBe(avatar);
  });

  it('signs in (`/api/user/login`) and out (`/api/user/logout`, no body): the token stops working', async () => {
    const { token } = ok<{ token: string }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/member-api/api/user/login',
        headers: JSON_HEADERS,
        payload: { username: 'admin', password: 'admin' },
      }),
    );
    expect(ok(await post('/api/user/logout', undefined, token))).toBeNull();
    expect((await post('/api/user/info', undefined, token)).statusCode).toBe(401);
  });
});
