import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, buildMenu, builtinGrant, menuRouteNames, type AuditLogPage, type MenuNode } from '@console/shared';
import type { MenuLayoutEntry } from '@console/shared/menu/layout';
import type { AdminMenuLayout } from '@console/shared/menu/schemas';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const API = '/member-api/api';

const find = (nodes: readonly MenuNode[] | undefined, name: string) => nodes?.find((node) => node.name === name);
const names = (nodes: readonly MenuNode[] | undefined) => (nodes ?? []).map((node) => node.name);

describe.each(DRIVERS)('the menu layout on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const adminLayout = async () => {
    const response = await call(ctx.admin, { method: 'GET', url: `${API}/admin/menu-layout` });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<AdminMenuLayout>(response).data;
  };
  const put = (token: string, payload: unknown) =>
    call(token, { method: 'PUT', url: `${API}/admin/menu-layout`, payload: payload as object });
  /** Saves `entries` at the version the admin reads now. */
  const save = async (entries: MenuLayoutEntry[]) => {
    const response = await put(ctx.admin, { version: (await adminLayout()).version, entries });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<AdminMenuLayout>(response).data;
  };
  const menu = async (token: string, locale: string, method: 'GET' | 'POST' = 'POST') => {
    const response = await call(token, { method, url: `${API}/user/menu`, headers: { 'accept-language': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<MenuNode[]>(response).data;
  };
  const menuEntries = async (since: string) => {
    const response = await call(ctx.admin, {
      method: 'GET',
      url: `${API}/audit-logs?entityType=menu&pageSize=100&sortOrder=ascend&sortField=createdTime&time=${since}&time=${new Date(Date.now() + 1000).toISOString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<AuditLogPage>(response).data.list;
  };

  it('starts as the route table’s menu, at version 1, never saved', async () => {
    expect(await adminLayout()).toEqual({ entries: [], version: 1, updatedBy: null, updatedTime: null });
    const layout = await call(ctx.user, { method: 'GET', url: `${API}/user/menu-layout` });
    expect(layout.statusCode, layout.body).toBe(200);
    expect(envelope(layout).data).toEqual({ entries: [] });
    expect(await menu(ctx.user, 'en-US')).toEqual(buildMenu(builtinGrant('user')));
    expect(await menu(ctx.admin, 'zh-CN', 'GET')).toEqual(buildMenu(builtinGrant('admin')));
  });

  it('lets one of two saves at the same version win, the very first save included', async () => {
    for (const expected of [1, 2]) {
      const { version } = await adminLayout();
      expect(version).toBe(expected);
      // Two different layouts, each a change (a save that changes nothing answers 200 without a write).
      const answers = await Promise.all(
        ['One', 'Two'].map((tag) =>
          put(ctx.admin, { version, entries: [{ name: 'Card', titles: { 'en-US': `${tag} ${version}` } }] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await adminLayout()).version).toBe(version + 1);
    }
  });

  it('saves a whole layout, kept as what differs from the route table, and reads it back', async () => {
    const before = await adminLayout();
    const saved = await save([
      { name: 'Card', position: 0, titles: { 'zh-CN': ' 卡片墙 ', 'en-US': 'Cards' } },
      { name: 'SearchTable', position: 1, hidden: false },
      { name: 'Excel', hidden: true },
      { name: 'Workplace', position: 0, titles: { 'en-US': '' } },
    ]);
    const entries = [
      { name: 'SearchTable', position: 1 },
      { name: 'Card', position: 0, titles: { 'zh-CN': '卡片墙', 'en-US': 'Cards' } },
      { name: 'Excel', hidden: true },
    ];
    expect(saved).toMatchObject({ entries, version: before.version + 1, updatedBy: 'admin' });
    expect(Date.parse(saved.updatedTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await adminLayout()).toEqual(saved);
    expect(envelope(await call(ctx.user, { method: 'GET', url: `${API}/user/menu-layout` })).data).toEqual({
      entries,
    });
  });

  it('answers the menu arranged, named in the caller’s language, still filtered by role', async () => {
    await save([
      { name: 'list', position: 0 },
      { name: 'dashboard', position: 1 },
      { name: 'Card', position: 0, titles: { 'zh-CN': '卡片墙', 'en-US': 'Cards' } },
      { name: 'SearchTable', position: 1 },
      { name: 'Excel', hidden: true },
      { name: 'Chat', position: 0, titles: { 'en-US': 'Ask' } },
      { name: 'Workplace', position: 1 },
      { name: 'result', titles: { 'en-US': 'Outcomes' } },
    ]);
    for (const [locale, card] of [
      ['en-US', 'Cards'],
      ['zh-CN', '卡片墙'],
    ] as const) {
      for (const [token, role] of [
        [ctx.admin, 'admin'],
        [ctx.user, 'user'],
      ] as const) {
        const arranged = await menu(token, locale);
        expect(names(arranged).slice(0, 2)).toEqual(['list', 'dashboard']);
        expect(arranged.map((node) => node.order)).toEqual(arranged.map((_, i) => i));
        const list = find(arranged, 'list');
        expect(list?.children).toEqual([
          { name: 'Card', path: '/list/card', titleKey: 'menu.list.cardList', title: card },
          { name: 'SearchTable', path: '/list/search-table', titleKey: 'menu.list.searchTable' },
        ]);
        // Hidden, yet listed: it opens as before, for whoever could open it.
        expect(find(find(arranged, 'docs')?.children, 'Excel')).toMatchObject({ hideInMenu: true });
        // The role decides what is in it, as before: the layout never adds an entry.
        expect(menuRouteNames(arranged)).toEqual(menuRouteNames(buildMenu(builtinGrant(role))));
      }
    }
    const admin = await menu(ctx.admin, 'en-US');
    expect(names(find(admin, 'dashboard')?.children)).toEqual(['Chat', 'Workplace', 'Monitor']);
    expect(find(find(admin, 'dashboard')?.children, 'Chat')?.title).toBe('Ask');
    expect(find(admin, 'result')?.title).toBe('Outcomes');
    expect(find(await menu(ctx.admin, 'zh-CN'), 'result')?.title).toBeUndefined();
    const user = await menu(ctx.user, 'en-US', 'GET');
    expect(names(find(user, 'dashboard')?.children)).toEqual(['Workplace']);
    expect(names(user)).not.toContain('result');
  });

  it('refuses a save at a version another save has passed with 409 and the layout as it is', async () => {
    const read = await adminLayout();
    await save([{ name: 'faq', hidden: true }]);
    const stale = await put(ctx.admin, {
      version: read.version,
      entries: [{ name: 'faq', titles: { 'en-US': 'Q&A' } }],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = envelope<{ current: AdminMenuLayout }>(stale);
    expect(body.code).toBe(ApiCode.conflict);
    expect(body.msg).toBe(
      'Another administrator saved the menu after you opened it. Load their layout and make your changes again.',
    );
    expect(body.data.current).toEqual(await adminLayout());
    expect(body.data.current.entries).toEqual([{ name: 'faq', hidden: true }]);
    const ahead = await put(ctx.admin, { version: read.version + 5, entries: [] });
    expect(ahead.statusCode).toBe(409);
    const first = await put(ctx.admin, { version: 1, entries: [] });
    expect(first.statusCode).toBe(409);
  });

  it('audits every entry a save changes, field by field, and nothing when nothing changes', async () => {
    await save([]);
    const since = new Date().toISOString();
    const { version } = await save([
      { name: '500', position: 0 },
      { name: 'Excel', hidden: true, titles: { 'zh-CN': '表格' } },
    ]);
    const entries = await menuEntries(since);
    expect(
      entries.map(({ actorName, action, entityId, before, after }) => ({ actorName, action, entityId, before, after })),
    ).toEqual(
      expect.arrayContaining([
        { actorName: 'admin', action: 'update', entityId: '500', before: { position: 3 }, after: { position: 1 } },
        { actorName: 'admin', action: 'update', entityId: '403', before: { position: 1 }, after: { position: 2 } },
        { actorName: 'admin', action: 'update', entityId: '404', before: { position: 2 }, after: { position: 3 } },
        {
          actorName: 'admin',
          action: 'update',
          entityId: 'Excel',
          before: { hidden: false, titleZhCN: null },
          after: { hidden: true, titleZhCN: '表格' },
        },
      ]),
    );
    expect(entries).toHaveLength(4);

    // The same layout again, however written: no write, no entry.
    const again = await put(ctx.admin, {
      version,
      entries: [
        { name: '403', position: 1 },
        { name: '500', position: 0 },
        { name: 'Excel', hidden: true, titles: { 'zh-CN': '表格 ', 'en-US': ' ' } },
      ],
    });
    expect(envelope<AdminMenuLayout>(again).data.version).toBe(version);
    expect(await menuEntries(since)).toHaveLength(4);
  });

  it('goes back to the route table’s menu with an empty layout, at a new version', async () => {
    await save([
      { name: 'user', position: 0, titles: { 'en-US': 'Me' } },
      { name: 'Setting', hidden: true },
    ]);
    const { version } = await adminLayout();
    const reset = await save([]);
    expect(reset).toMatchObject({ entries: [], version: version + 1 });
    expect(await menu(ctx.admin, 'en-US')).toEqual(buildMenu(builtinGrant('admin')));
    expect(await menu(ctx.user, 'zh-CN')).toEqual(buildMenu(builtinGrant('user')));
  });

  it('answers 400 for what is no layout, with the field at fault', async () => {
    const { version } = await adminLayout();
    const issues = async (payload: unknown) => {
      const response = await put(ctx.admin, payload);
      expect(response.statusCode, response.body).toBe(400);
      return envelope<{ issues: { path: string; message: string }[] }>(response).data.issues;
    };
    expect(await issues({ version, entries: [{ name: 'ProjectDetail' }] })).toEqual([
      { path: 'entries.0.name', message: 'Unknown page' },
    ]);
    expect(await issues({ version, entries: [{ name: 'Card' }, { name: 'Card', hidden: true }] })).toEqual([
      { path: 'entries.1.name', message: 'Choose each option only once' },
    ]);
    expect(await issues({ version, entries: [{ name: 'Card', position: 1000 }] })).toEqual([
      { path: 'entries.0.position', message: 'The number is out of range' },
    ]);
    expect(await issues({ version, entries: [{ name: 'Card', titles: { 'en-US': 'x'.repeat(31) } }] })).toEqual([
      { path: 'entries.0.titles.en-US', message: 'Too long' },
    ]);
    expect(await issues({ version, entries: [{ name: 'Card', titles: { 'zh-CN': 'a\u0000' } }] })).toEqual([
      { path: 'entries.0.titles.zh-CN', message: 'Contains a character that is not allowed' },
    ]);
    expect((await issues({ entries: [] })).map((issue) => issue.path)).toEqual(['version']);
    expect((await issues({ version: 2 ** 31, entries: [] })).map((issue) => issue.path)).toEqual(['version']);
    expect((await issues({ version, entries: {} })).map((issue) => issue.path)).toEqual(['entries']);
    expect(await adminLayout()).toMatchObject({ version });
  });

  it('lets only administrators read the layout’s version and save it; every session reads the layout', async () => {
    expect((await call(ctx.user, { method: 'GET', url: `${API}/admin/menu-layout` })).statusCode).toBe(403);
    const { version } = await adminLayout();
    const refused = await put(ctx.user, { version, entries: [{ name: 'Workplace', hidden: true }] });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(ApiCode.forbidden);
    expect(await adminLayout()).toMatchObject({ version });
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/user/menu-layout` })).statusCode).toBe(401);
  });
});
