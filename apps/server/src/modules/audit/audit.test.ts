import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type AuditLogPage } from '@console/shared';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@console/shared/audit/constants';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';
import { isMessageKey, registeredMessages } from '../../i18n/i18n';
import './audit.messages';

const AUDIT = '/member-api/api/audit-logs';

describe('the audit log’s labels', () => {
  it('name every record type and action in both languages', () => {
    const keys = [
      ...AUDIT_ENTITY_TYPES.map((type) => `audit.entity.${type}`),
      ...AUDIT_ACTIONS.map((action) => `audit.action.${action}`),
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const messages = registeredMessages(locale);
      expect(keys.filter((key) => !isMessageKey(key) || !messages.get(key))).toEqual([]);
    }
  });
});

describe.each(DRIVERS)('the audit log on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const page = async (query: string) => {
    const response = await call(ctx.admin, { method: 'GET', url: `${AUDIT}?pageSize=100&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<AuditLogPage>(response).data;
  };
  /** Writes two audited changes: a policy created by the admin, then switched offline. */
  const writePolicy = async () => {
    const created = await call(ctx.admin, {
      method: 'POST',
      url: '/member-api/api/list/policy',
      payload: { name: 'Audited set', contentType: 'img', filterType: 'rules', count: 3, status: 'online' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = envelope<{ id: number; version: number }>(created).data;
    const switched = await call(ctx.admin, {
      method: 'PATCH',
      url: `/member-api/api/list/policy/${id}/status`,
      payload: { status: 'offline', version },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    return id;
  };

  it('filters by actor, record type and id, action and time, newest first unless sorted otherwise', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const id = await writePolicy();
    const until = new Date(Date.now() + 1000).toISOString();

    const mine = await page(`entityType=policy&entityId=${id}`);
    expect(mine.list.map((entry) => entry.action)).toEqual(['status', 'create']);
    expect(mine.list[0]).toMatchObject({
      actorName: 'admin',
      before: { status: 'online' },
      after: { status: 'offline' },
    });
    expect(
      (await page(`entityType=policy&entityId=${id}&sortField=createdTime&sortOrder=ascend`)).list[0]!.action,
    ).toBe('create');
    expect((await page(`entityId=${id}&action=status&actor=adm`)).list).toHaveLength(1);
    expect((await page(`entityId=${id}&actor=nobody`)).total).toBe(0);
    const inWindow = await page(`entityType=policy&time=${since}&time=${until}`);
    expect(inWindow.list.filter((entry) => entry.entityId === String(id))).toHaveLength(2);
    expect((await page(`entityId=${id}&time=2001-01-01T00:00:00.000Z&time=2001-01-02T00:00:00.000Z`)).total).toBe(0);
  });

  it('exports the filtered entries with localized labels', async () => {
    const id = await writePolicy();
    const csv = await call(ctx.admin, {
      method: 'GET',
      url: `${AUDIT}/export?format=csv&entityType=policy&entityId=${id}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(header).toBe('时间,操作人,操作类型,记录类型,记录 ID,修改前,修改后');
    expect(rows.map((row) => row.split(',').slice(1, 5))).toEqual([
      ['admin', '切换状态', '策略', String(id)],
      ['admin', '新建', '策略', String(id)],
    ]);
    const xlsx = await call(ctx.admin, { method: 'GET', url: `${AUDIT}/export?format=xlsx&entityId=${id}` });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('is for the roles that hold audit.read, and refuses bad filters with 400', async () => {
    expect((await call(ctx.user, { method: 'GET', url: AUDIT })).statusCode).toBe(403);
    expect((await call(ctx.user, { method: 'GET', url: `${AUDIT}/export?format=csv` })).statusCode).toBe(403);
    for (const query of ['entityType=unknown', 'action=drop', 'sortField=actorName', 'time=yesterday', 'pageSize=0']) {
      const response = await call(ctx.admin, { method: 'GET', url: `${AUDIT}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe(ApiCode.validation);
    }
  });
});
