import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
