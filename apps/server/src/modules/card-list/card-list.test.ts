import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type AuditLogPage, type ValidationErrorData } from '@console/shared';
import { QUALITY_INSPECTIONS_MAX, SERVICE_RENEWAL_MONTHS } from '@console/shared/card-list/constants';
import type { QualityInspectionItem, RulePreset, ServiceCard } from '@console/shared/card-list/schemas';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const API = '/member-api/api';

describe.each(DRIVERS)('card list on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const get = async <T>(path: string, locale = 'en-US') =>
    envelope<T>(await call(ctx.user, { method: 'GET', url: `${API}${path}`, headers: { 'accept-language': locale } }))
      .data;
  const services = () => get<ServiceCard[]>('/list/the-service');
  const serviceNamed = async (title: string) => (await services()).find((s) => s.title === title)!;
  const act = (id: number, action: string, token = ctx.admin) =>
    call(token, { method: 'POST', url: `${API}/list/the-service/${id}/${action}` });
  const switchPreset = (id: number, enable: unknown, token = ctx.admin) =>
    call(token, { method: 'PATCH', url: `${API}/list/rules-preset/${id}`, payload: { enable } });
  const queues = (locale?: string) => get<QualityInspectionItem[]>('/list/quality-inspection', locale);
  const createQueue = (payload: object, token = ctx.admin) =>
    call(token, { method: 'POST', url: `${API}/list/quality-inspection`, payload });
  const created = async (payload: object) => envelope<QualityInspectionItem>(await createQueue(payload)).data;
  const deleteQueue = (id: number, token = ctx.admin) =>
    call(token, { method: 'DELETE', url: `${API}/list/quality-inspection/${id}` });
  const inspect = (id: number, action: string, token = ctx.admin) =>
    call(token, { method: 'POST', url: `${API}/list/quality-inspection/${id}/${action}` });

  it('lists the quality inspection queues with localized labels and figures', async () => {
    const en = await get<QualityInspectionItem[]>('/list/quality-inspection');
    const zh = await get<QualityInspectionItem[]>('/list/quality-inspection', 'zh-CN');
    expect(en.map((item) => item.title)).toEqual([
      'Video – history import',
      'Image-text – image copyright',
      'Image-text – HD images',
    ]);
    expect(en[0]!.data).toEqual([
      { label: 'Pending inspections', value: '120' },
      { label: 'Backlog duration', value: '60s' },
      { label: 'Pending sampling', value: '0' },
    ]);
    expect(zh[0]).toMatchObject({
      id: en[0]!.id,
      title: '视频类-历史导入',
      data: [
        { label: '待质检数', value: '120' },
        { label: '积压时长', value: '60秒' },
        { label: '待抽检数', value: '0' },
      ],
    });
    expect(
      en.map(({ inspecting, inspectingSince, inspectedBy }) => ({ inspecting, inspectingSince, inspectedBy })),
    ).toEqual(Array(3).fill({ inspecting: false, inspectingSince: null, inspectedBy: null }));
  });

  it('creates an idle queue named and described after its kind in each language, and deletes it', async () => {
    const queue = await created({ kind: 'audio', title: '  Podcasts – review  ' });
    expect(queue).toMatchObject({
      name: 'Audio',
      title: 'Podcasts – review',
      description: 'Inspection queue for audio content',
      data: [
        { label: 'Pending inspections', value: '0' },
        { label: 'Backlog duration', value: '0s' },
        { label: 'Pending sampling', value: '0' },
      ],
      inspecting: false,
      inspectingSince: null,
      inspectedBy: null,
    });
    expect((await queues('zh-CN')).at(-1)).toMatchObject({
      id: queue.id,
      name: '音频',
      title: 'Podcasts – review',
      description: '音频内容的质检队列',
    });

    expect(envelope(await deleteQueue(queue.id)).data).toEqual({ deleted: 1 });
    expect((await queues()).map((q) => q.id)).not.toContain(queue.id);
    const again = await deleteQueue(queue.id);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).code).toBe(ApiCode.notFound);
  });

  it(`keeps at most ${QUALITY_INSPECTIONS_MAX} queues: one more is 409`, async () => {
    const extra = await Promise.all(
      Array.from({ length: QUALITY_INSPECTIONS_MAX - (await queues()).length }, (_, i) =>
        created({ kind: 'video', title: `Queue ${i}` }),
      ),
    );
    const refused = await createQueue({ kind: 'video', title: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({
      code: ApiCode.conflict,
      msg: `There are already ${QUALITY_INSPECTIONS_MAX} quality-inspection queues: delete one before you create another`,
    });
    expect(await queues()).toHaveLength(QUALITY_INSPECTIONS_MAX);
    for (const queue of extra) await deleteQueue(queue.id);
  });

  it('starts and stops an inspection; a second start or a stop of an idle queue is 409', async () => {
    const [first] = await queues();
    const started = envelope<QualityInspectionItem>(await inspect(first!.id, 'start')).data;
    expect(started).toEqual({ ...first, inspecting: true, inspectingSince: expect.any(String), inspectedBy: '林知远' });
    expect(Math.abs(new Date(started.inspectingSince!).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await queues())[0]).toEqual(started);

    const twice = await inspect(first!.id, 'start');
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice)).toMatchObject({ code: ApiCode.conflict, msg: 'This queue is already being inspected' });

    expect(envelope<QualityInspectionItem>(await inspect(first!.id, 'stop')).data).toEqual(first);
    const idle = await inspect(first!.id, 'stop');
    expect(idle.statusCode).toBe(409);
    expect(envelope(idle).msg).toBe('This queue is not being inspected');
    expect((await queues())[0]).toEqual(first);
  });

  it('refuses bad queue input with 400 and an issue per field, and unknown queues with 404', async () => {
    const bad = await createQueue({ kind: 'podcast', title: 'x'.repeat(41) });
    expect(bad.statusCode).toBe(400);
    expect(envelope<ValidationErrorData>(bad)).toMatchObject({
      code: ApiCode.validation,
      data: {
        issues: [
          { path: 'kind', message: 'Choose one of the offered options' },
          { path: 'title', message: 'Too long' },
        ],
      },
    });
    const blank = await createQueue({ kind: 'video', title: '   ' });
    expect(envelope<ValidationErrorData>(blank).data.issues).toEqual([{ path: 'title', message: 'Required' }]);
    const [queue] = await queues();
    expect((await inspect(queue!.id, 'pause')).statusCode).toBe(400);
    expect((await inspect(99_999, 'start')).statusCode).toBe(404);
  });

  it('lists the services with stable ids and their opened / expired state', async () => {
    const list = await services();
    expect(list.map(({ title, enable, expires, actionType }) => ({ title, enable, expires, actionType }))).toEqual([
      { title: 'Funnel analysis', enable: true, expires: false, actionType: 'button' },
      { title: 'User distribution', enable: true, expires: true, actionType: 'button' },
      { title: 'Resource distribution', enable: false, expires: false, actionType: 'button' },
      { title: 'User portrait analysis', enable: true, expires: false, actionType: 'button' },
    ]);
    expect((await services()).map((s) => s.id)).toEqual(list.map((s) => s.id));
  });

  it('lists the rule presets, presets 1, 2 and 4 enabled', async () => {
    const presets = await get<RulePreset[]>('/list/rules-preset');
    expect(presets).toHaveLength(6);
    expect(presets.map((p) => p.enable)).toEqual([true, true, false, true, false, false]);
    expect(presets.every((p) => p.actionType === 'switch')).toBe(true);
  });

  it('cancels and opens a service, and the change persists', async () => {
    const funnel = await serviceNamed('Funnel analysis');
    expect(envelope<ServiceCard>(await act(funnel.id, 'cancel')).data).toEqual({ ...funnel, enable: false });
    expect(await serviceNamed('Funnel analysis')).toEqual({ ...funnel, enable: false });
    expect(envelope<ServiceCard>(await act(funnel.id, 'open')).data).toEqual(funnel);
    expect(await serviceNamed('Funnel analysis')).toEqual(funnel);
  });

  it('refuses to open an expired service with 409, and renews it for a year from today', async () => {
    const expired = await serviceNamed('User distribution');
    await act(expired.id, 'cancel');
    const open = await act(expired.id, 'open');
    expect(open.statusCode).toBe(409);
    expect(envelope(open)).toMatchObject({
      code: ApiCode.conflict,
      msg: 'This service has expired: renew it to open it again',
    });

    const renewed = envelope<ServiceCard>(await act(expired.id, 'renew')).data;
    expect(renewed).toMatchObject({ enable: true, expires: false });
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + SERVICE_RENEWAL_MONTHS);
    expect(Math.abs(new Date(renewed.expiresAt!).getTime() - expected.getTime())).toBeLessThan(2 * 24 * 3600_000);
    expect(await serviceNamed('User distribution')).toEqual(renewed);
  });

  it('switches a rule preset, and the change persists', async () => {
    const [first] = await get<RulePreset[]>('/list/rules-preset');
    expect(envelope<RulePreset>(await switchPreset(first!.id, false)).data).toEqual({ ...first, enable: false });
    expect((await get<RulePreset[]>('/list/rules-preset'))[0]).toEqual({ ...first, enable: false });
  });

  it('answers 404 for unknown cards and 400 for unknown actions or values', async () => {
    expect((await act(99_999, 'open')).statusCode).toBe(404);
    expect((await switchPreset(99_999, true)).statusCode).toBe(404);
    const [service] = await services();
    expect((await act(service!.id, 'delete')).statusCode).toBe(400);
    expect((await switchPreset(1, 'yes')).statusCode).toBe(400);
  });

  it('refuses every write to the role user with 403, changing nothing', async () => {
    const before = await services();
    const presetsBefore = await get<RulePreset[]>('/list/rules-preset');
    const queuesBefore = await queues();
    for (const response of [
      await act(before[0]!.id, 'cancel', ctx.user),
      await act(before[1]!.id, 'renew', ctx.user),
      await switchPreset(presetsBefore[1]!.id, false, ctx.user),
      await createQueue({ kind: 'video', title: 'Mine' }, ctx.user),
      await inspect(queuesBefore[0]!.id, 'start', ctx.user),
      await deleteQueue(queuesBefore[0]!.id, ctx.user),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(ApiCode.forbidden);
    }
    expect(await services()).toEqual(before);
    expect(await get<RulePreset[]>('/list/rules-preset')).toEqual(presetsBefore);
    expect(await queues()).toEqual(queuesBefore);
  });

  it('records every card change in the audit log', async () => {
    const resource = await serviceNamed('Resource distribution');
    await act(resource.id, 'open');
    const presets = await get<RulePreset[]>('/list/rules-preset');
    await switchPreset(presets[2]!.id, true);
    const audit = envelope<AuditLogPage>(
      await call(ctx.admin, { method: 'GET', url: `${API}/audit-logs?pageSize=2` }),
    ).data;
    expect(
      audit.list.map(({ action, entityType, entityId, before, after, actorName }) => ({
        action,
        entityType,
        entityId,
        before,
        after,
        actorName,
      })),
    ).toEqual([
      {
        action: 'enable',
        entityType: 'rulePreset',
        entityId: String(presets[2]!.id),
        before: { enabled: false },
        after: { enabled: true },
        actorName: 'admin',
      },
      {
        action: 'open',
        entityType: 'serviceCard',
        entityId: String(resource.id),
        before: { enabled: false },
        after: { enabled: true },
        actorName: 'admin',
      },
    ]);
  });

  it("records a queue's creation, inspection and deletion in the audit log", async () => {
    const queue = await created({ kind: 'imageText', title: 'Covers' });
    const started = envelope<QualityInspectionItem>(await inspect(queue.id, 'start')).data;
    await inspect(queue.id, 'stop');
    await deleteQueue(queue.id);
    const audit = envelope<AuditLogPage>(
      await call(ctx.admin, {
        method: 'GET',
        url: `${API}/audit-logs?pageSize=4&entityType=qualityInspection&entityId=${queue.id}`,
      }),
    ).data;
    const name = { 'zh-CN': '图文', 'en-US': 'Image-text' };
    const title = { 'zh-CN': 'Covers', 'en-US': 'Covers' };
    const running = { inspectingSince: started.inspectingSince, inspectedBy: expect.any(Number) };
    const idle = { inspectingSince: null, inspectedBy: null };
    expect(audit.list.map(({ action, before, after, actorName }) => ({ action, before, after, actorName }))).toEqual([
      { action: 'delete', before: { name, title, ...idle }, after: null, actorName: 'admin' },
      { action: 'stop', before: running, after: idle, actorName: 'admin' },
      { action: 'start', before: idle, after: running, actorName: 'admin' },
      { action: 'create', before: null, after: { name, title, ...idle }, actorName: 'admin' },
    ]);
  });
});
