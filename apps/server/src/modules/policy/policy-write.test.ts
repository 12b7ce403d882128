import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type AuditLogPage, type ValidationErrorData } from '@console/shared';
import type { Policy, PolicyInput, PolicyPage } from '@console/shared/policy/schemas';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const URL_BASE = '/member-api/api/list/policy';
const INPUT: PolicyInput = {
  name: 'NEWSET',
  contentType: 'verticalVideo',
  filterType: 'rules',
  count: 321,
  status: 'offline',
};

describe.each(DRIVERS)('policy writes on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const create = async (input: PolicyInput = INPUT) => {
    const response = await call(ctx.admin, { method: 'POST', url: URL_BASE, payload: input });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<Policy>(response).data;
  };
  const list = async (query: string) =>
    envelope<PolicyPage>(await call(ctx.user, { method: 'GET', url: `${URL_BASE}?${query}` })).data;
  const auditOf = async (id: number) =>
    envelope<AuditLogPage>(
      await call(ctx.admin, { method: 'GET', url: `/member-api/api/audit-logs?entityType=policy&entityId=${id}` }),
    ).data;

  it('creates a policy with a server-assigned number that the list finds', async () => {
    const before = await list('pageSize=100&sortField=number&sortOrder=descend');
    const created = await create({ ...INPUT, number: 1 } as PolicyInput);
    expect(created).toMatchObject({ ...INPUT, version: 1 });
    expect(created.number).toBeGreaterThan(before.list[0]!.number);
    expect(await list(`number=${created.number}`)).toEqual({ list: [created], total: 1 });
    expect((await list('')).total).toBe(before.total + 1);
  });

  it('refuses bad input with 400 and a localized issue per field', async () => {
    const response = await call(ctx.admin, {
      method: 'POST',
      url: URL_BASE,
      payload: { name: ' ', contentType: 'audio', filterType: 'rules', count: -1, status: 'online' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope<ValidationErrorData>(response).data.issues).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'contentType', message: 'Choose one of the offered options' },
      { path: 'count', message: 'The count must be between 0 and 999999' },
    ]);
  });

  it('edits a policy at its version and bumps the version', async () => {
    const created = await create();
    const response = await call(ctx.admin, {
      method: 'PUT',
      url: `${URL_BASE}/${created.id}`,
      payload: { ...INPUT, name: 'RENAMED', count: 5, version: 1 },
    });
    expect(response.statusCode).toBe(200);
    const updated = envelope<Policy>(response).data;
    expect(updated).toEqual({ ...created, name: 'RENAMED', count: 5, version: 2 });
    expect((await list(`number=${created.number}`)).list).toEqual([updated]);
  });

  it('refuses an edit over someone else’s change with 409 and the current row, changing nothing', async () => {
    const created = await create();
    await call(ctx.admin, {
      method: 'PUT',
      url: `${URL_BASE}/${created.id}`,
      payload: { ...INPUT, name: 'FIRST', version: 1 },
    });
    const stale = await call(ctx.admin, {
      method: 'PUT',
      url: `${URL_BASE}/${created.id}`,
      payload: { ...INPUT, name: 'SECOND', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const body = envelope<{ current: Policy }>(stale);
    expect(body.code).toBe(ApiCode.conflict);
    expect(body.msg).toBe(
      'Someone else changed this policy after you opened it. Reload it and make your change again.',
    );
    expect(body.data.current).toMatchObject({ id: created.id, name: 'FIRST', version: 2 });
    expect((await list(`number=${created.number}`)).list[0]).toMatchObject({ name: 'FIRST', version: 2 });

    const zh = await call(ctx.admin, {
      method: 'PUT',
      url: `${URL_BASE}/${created.id}`,
      headers: { 'accept-language': 'zh-CN' },
      payload: { ...INPUT, version: 1 },
    });
    expect(envelope(zh).msg).toBe('你打开该策略后，它已被他人修改。请刷新后重新修改。');
  });

  it('lets exactly one of two simultaneous edits at the same version win', async () => {
    const created = await create();
    const edits = await Promise.all(
      ['LEFT', 'RIGHT'].map((name) =>
        call(ctx.admin, { method: 'PUT', url: `${URL_BASE}/${created.id}`, payload: { ...INPUT, name, version: 1 } }),
      ),
    );
    expect(edits.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = envelope<Policy>(edits.find((r) => r.statusCode === 200)!).data;
    expect((await list(`number=${created.number}`)).list).toEqual([winner]);
  });

  it('switches the status at a version, with 409 on a stale one', async () => {
    const created = await create();
    const online = await call(ctx.admin, {
      method: 'PATCH',
      url: `${URL_BASE}/${created.id}/status`,
      payload: { status: 'online', version: 1 },
    });
    expect(envelope<Policy>(online).data).toEqual({ ...created, status: 'online', version: 2 });
    const stale = await call(ctx.admin, {
      method: 'PATCH',
      url: `${URL_BASE}/${created.id}/status`,
      payload: { status: 'offline', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('requires the version on edits', async () => {
    const created = await create();
    const response = await call(ctx.admin, { method: 'PUT', url: `${URL_BASE}/${created.id}`, payload: INPUT });
    expect(response.statusCode).toBe(400);
    expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['version']);
  });

  it('answers 404 for an unknown id', async () => {
    const requests: InjectOptions[] = [
      { method: 'PUT', url: `${URL_BASE}/999999`, payload: { ...INPUT, version: 1 } },
      { method: 'PATCH', url: `${URL_BASE}/999999/status`, payload: { status: 'online', version: 1 } },
      { method: 'DELETE', url: `${URL_BASE}/999999` },
    ];
    for (const request of requests) {
      const response = await call(ctx.admin, request);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(ApiCode.notFound);
    }
  });

  it('deletes one policy, then the batch of those that exist', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const one = await call(ctx.admin, { method: 'DELETE', url: `${URL_BASE}/${a.id}` });
    expect(envelope(one).data).toEqual({ deleted: 1 });
    expect((await list(`number=${a.number}`)).total).toBe(0);

    const batch = await call(ctx.admin, {
      method: 'POST',
      url: `${URL_BASE}/batch-delete`,
      payload: { ids: [a.id, b.id, c.id] },
    });
    expect(envelope(batch).data).toEqual({ deleted: 2 });
    expect((await list(`number=${b.number}`)).total + (await list(`number=${c.number}`)).total).toBe(0);

    const empty = await call(ctx.admin, { method: 'POST', url: `${URL_BASE}/batch-delete`, payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses every write to the role user with 403', async () => {
    const target = await create();
    const writes: InjectOptions[] = [
      { method: 'POST', url: URL_BASE, payload: INPUT },
      { method: 'PUT', url: `${URL_BASE}/${target.id}`, payload: { ...INPUT, version: 1 } },
      { method: 'PATCH', url: `${URL_BASE}/${target.id}/status`, payload: { status: 'online', version: 1 } },
      { method: 'DELETE', url: `${URL_BASE}/${target.id}` },
      { method: 'POST', url: `${URL_BASE}/batch-delete`, payload: { ids: [target.id] } },
    ];
    for (const write of writes) {
      const response = await call(ctx.user, write);
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(envelope(response).code).toBe(ApiCode.forbidden);
    }
    expect((await list(`number=${target.number}`)).list).toEqual([target]);
  });

  it('records who did what to the policy in the audit log, newest first', async () => {
    const created = await create();
    await call(ctx.admin, {
      method: 'PUT',
      url: `${URL_BASE}/${created.id}`,
      payload: { ...INPUT, count: 7, version: 1 },
    });
    await call(ctx.admin, {
      method: 'PATCH',
      url: `${URL_BASE}/${created.id}/status`,
      payload: { status: 'online', version: 2 },
    });
    await call(ctx.admin, { method: 'DELETE', url: `${URL_BASE}/${created.id}` });
    const { list: entries, total } = await auditOf(created.id);
    expect(total).toBe(4);
    expect(
      entries.map(({ action, actorName, entityType, entityId, before, after }) => ({
        action,
        actorName,
        entityType,
        entityId,
        before,
        after,
      })),
    ).toEqual([
      {
        action: 'delete',
        actorName: 'admin',
        entityType: 'policy',
        entityId: String(created.id),
        before: expect.objectContaining({ status: 'online', count: 7, version: 3 }),
        after: null,
      },
      {
        action: 'status',
        actorName: 'admin',
        entityType: 'policy',
        entityId: String(created.id),
        before: { status: 'offline', version: 2 },
        after: { status: 'online', version: 3 },
      },
      {
        action: 'update',
        actorName: 'admin',
        entityType: 'policy',
        entityId: String(created.id),
        before: { count: 321, version: 1 },
        after: { count: 7, version: 2 },
      },
      {
        action: 'create',
        actorName: 'admin',
        entityType: 'policy',
        entityId: String(created.id),
        before: null,
        after: expect.objectContaining({ number: created.number, name: INPUT.name }),
      },
    ]);
  });

  it('writes no audit entry for a refused write', async () => {
    const created = await create();
    await call(ctx.admin, { method: 'PUT', url: `${URL_BASE}/${created.id}`, payload: { ...INPUT, version: 9 } });
    await call(ctx.user, { method: 'DELETE', url: `${URL_BASE}/${created.id}` });
    expect((await auditOf(created.id)).list.map((entry) => entry.action)).toEqual(['create']);
  });

  it('shows the audit log to administrators only', async () => {
    const response = await call(ctx.user, { method: 'GET', url: '/member-api/api/audit-logs' });
    expect(response.statusCode).toBe(403);
  });
});
