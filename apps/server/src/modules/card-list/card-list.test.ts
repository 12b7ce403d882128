import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type AuditLogPage } from '@console/shared';
import { SERVICE_RENEWAL_MONTHS } from '@console/shared/card-list/constants';
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
    for (const response of [
      await act(before[0]!.id, 'cancel', ctx.user),
      await act(before[1]!.id, 'renew', ctx.user),
      await switchPreset(presetsBefore[1]!.id, false, ctx.user),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(ApiCode.forbidden);
    }
    expect(await services()).toEqual(before);
    expect(await get<RulePreset[]>('/list/rules-preset')).toEqual(presetsBefore);
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
});
