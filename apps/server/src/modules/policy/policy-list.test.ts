import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ApiCode, LIST_DEFAULTS, PAGE_SIZE_MAX, type ValidationErrorData } from '@console/shared';
import {
  POLICY_CONTENT_TYPES,
  POLICY_DEMO_TOTAL,
  POLICY_FILTER_TYPES,
  POLICY_SORT_FIELDS,
  POLICY_STATUSES,
} from '@console/shared/policy/constants';
import type { Policy, PolicyPage } from '@console/shared/policy/schemas';
import sharedLabels from '@console/shared/policy/locales/zh-CN.json' with { type: 'json' };
import { formatDateTime } from '../../lib/format-time';
import { DRIVERS, callerOf, envelope, useTestApp } from '../../../test/helper';

const URL_BASE = '/member-api/api/list/policy';

describe.each(DRIVERS)('policy list and export on %s', (driver) => {
  const ctx = useTestApp(driver, { login: ['user'] });
  /** Every demo policy, newest first (the default order). */
  let all: Policy[];

  const { call, ok } = callerOf(ctx);
  const get = (path: string, locale = 'en-US') =>
    call(ctx.user, { method: 'GET', url: `${URL_BASE}${path}`, headers: { 'accept-language': locale } });
  const page = (query: string) => ok<PolicyPage>(ctx.user, { method: 'GET', url: `${URL_BASE}?${query}` });
  /** The whole filtered result, in one page. */
  const everything = async (query: string) => (await page(`pageSize=${PAGE_SIZE_MAX}&${query}`)).list;

  beforeAll(async () => {
    all = await everything('');
  });

  describe('paging', () => {
    it('answers page 1 of size 10 by default, out of the 55 demo policies with distinct creation times', async () => {
      const first = await page('');
      expect(first.total).toBe(POLICY_DEMO_TOTAL);
      expect(first.list).toEqual(all.slice(0, LIST_DEFAULTS.pageSize));
      expect(new Set(all.map((p) => p.createdTime)).size).toBe(POLICY_DEMO_TOTAL);
      expect(all.map((p) => p.createdTime)).toEqual(
        all
          .map((p) => p.createdTime)
          .sort()
          .reverse(),
      );
    });

    it('slices the result by current and pageSize', async () => {
      expect((await page('current=2&pageSize=20')).list).toEqual(all.slice(20, 40));
      const last = await page('current=6');
      expect(last).toEqual({ list: all.slice(50), total: 55 });
    });

    it('answers an empty list with the real total past the last page', async () => {
      expect(await page('current=7')).toEqual({ list: [], total: 55 });
    });

    it.each([
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['current=0', 'current'],
      ['current=abc', 'current'],
    ])('refuses %s with 400 and an issue on %s', async (query, path) => {
      const response = await get(`?${query}`);
      expect(response.statusCode).toBe(400);
      const body = envelope<ValidationErrorData>(response);
      expect(body.code).toBe(ApiCode.validation);
      expect(body.data.issues.map((issue) => issue.path)).toEqual([path]);
    });
  });

  describe('filters', () => {
    it('finds a policy by its exact number', async () => {
      const target = all[17]!;
      expect(await everything(`number=${target.number}`)).toEqual([target]);
    });

    it('matches names containing the text, ignoring case', async () => {
      const part = all[3]!.name.slice(1, 3);
      const found = await everything(`name=${part.toLowerCase()}`);
      expect(found).toEqual(all.filter((p) => p.name.includes(part)));
      expect(found.length).toBeGreaterThan(0);
    });

    it('treats % and _ in the name as plain text', async () => {
      expect(await everything('name=%25')).toEqual([]);
      expect(await everything('name=_')).toEqual([]);
    });

    it.each([
      ...POLICY_CONTENT_TYPES.map((value) => ['contentType', value] as const),
      ...POLICY_FILTER_TYPES.map((value) => ['filterType', value] as const),
      ...POLICY_STATUSES.map((value) => ['status', value] as const),
    ])('filters %s = %s', async (field, value) => {
      const expected = all.filter((p) => p[field] === value);
      const result = await page(`${field}=${value}`);
      expect(result.total).toBe(expected.length);
      expect(result.list).toEqual(expected.slice(0, 10));
      expect(expected.length).toBeGreaterThan(0);
    });

    it("filters an inclusive range of the caller's days, sent as their first and last instants (repeated createdTime keys)", async () => {
      const shanghaiDay = (p: Policy) => new Date(Date.parse(p.createdTime) + 8 * 3600_000).toISOString().slice(0, 10);
      const from = shanghaiDay(all[30]!);
      const to = shanghaiDay(all[10]!);
      const expected = all.filter((p) => shanghaiDay(p) >= from && shanghaiDay(p) <= to);
      const range = `createdTime=${encodeURIComponent(`${from}T00:00:00.000+08:00`)}&createdTime=${encodeURIComponent(`${to}T23:59:59.999+08:00`)}`;
      expect(await everything(range)).toEqual(expected);
      expect(expected.length).toBeGreaterThanOrEqual(21);
    });

    it('filters a range of exact instants', async () => {
      const from = all[20]!.createdTime;
      const to = all[12]!.createdTime;
      expect(await everything(`createdTime=${from}&createdTime=${to}`)).toEqual(all.slice(12, 21));
    });

    it('combines filters', async () => {
      const expected = all.filter((p) => p.status === 'online' && p.contentType === 'img');
      expect(await everything('status=online&contentType=img')).toEqual(expected);
    });

    it.each([
      ['contentType=audio', 'contentType'],
      ['status=deleted', 'status'],
      ['number=abc', 'number'],
      ['number=2147483648', 'number'],
      ['name=%00', 'name'],
      ['createdTime=2026-01-01T00:00:00Z', 'createdTime'],
      ['createdTime=2026-02-01T00:00:00Z&createdTime=2026-01-01T00:00:00Z', 'createdTime'],
      ['createdTime=yesterday&createdTime=2026-01-01T00:00:00Z', 'createdTime.0'],
      ['createdTime=2026-01-01T00:00:00Z&createdTime=2026-01-02', 'createdTime.1'],
      ['createdTime=0000-01-01T00:00:00Z&createdTime=0001-01-01T00:00:00Z', 'createdTime.0,createdTime.1'],
      ['createdTime=2026-01-01T00:00:00Z&createdTime=%2B10000-01-01T00:00:00Z', 'createdTime.1'],
    ])('refuses %s with 400 and an issue on %s', async (query, path) => {
      const response = await get(`?${query}`);
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(path.split(','));
    });
  });

  describe('sorting', () => {
    const compare = (field: (typeof POLICY_SORT_FIELDS)[number]) => (a: Policy, b: Policy) => {
      const [x, y] = [a[field], b[field]];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    };

    it.each(POLICY_SORT_FIELDS.flatMap((field) => [[field, 'ascend'] as const, [field, 'descend'] as const]))(
      'sorts by %s %s',
      async (field, order) => {
        const ascending = [...all].sort(compare(field));
        const expected = order === 'ascend' ? ascending : ascending.reverse();
        expect(await everything(`sortField=${field}&sortOrder=${order}`)).toEqual(expected);
      },
    );

    it('keeps the sort across pages', async () => {
      const sorted = [...all].sort(compare('count'));
      expect((await page('sortField=count&sortOrder=ascend&current=3')).list).toEqual(sorted.slice(20, 30));
    });

    it('refuses a column outside the whitelist with 400', async () => {
      for (const query of ['sortField=version', 'sortField=name&sortOrder=up']) {
        const response = await get(`?${query}`);
        expect(response.statusCode).toBe(400);
        expect(envelope(response).code).toBe(ApiCode.validation);
      }
    });
  });

  describe('export', () => {
    const FILTER = 'status=online&sortField=count&sortOrder=descend';
    const HEADERS = ['Set number', 'Set name', 'Content type', 'Filter type', 'Count', 'Created time', 'Status'];
    const LABELS: Record<string, string> = {
      img: 'Image-text',
      horizontalVideo: 'Horizontal short video',
      verticalVideo: 'Vertical short video',
      artificial: 'Artificial',
      rules: 'Rules',
      online: 'Online',
      offline: 'Offline',
    };
    const asCells = (p: Policy) => [
      p.number,
      p.name,
      LABELS[p.contentType],
      LABELS[p.filterType],
      p.count,
      formatDateTime(new Date(p.createdTime)),
      LABELS[p.status],
    ];

    it('streams the whole filtered, sorted result as CSV (not one page)', async () => {
      const expected = await everything(FILTER);
      expect(expected.length).toBeGreaterThan(LIST_DEFAULTS.pageSize);
      const response = await get(`/export?format=csv&${FILTER}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="policies-\d{8}-\d{6}\.csv"$/);
      const [header, ...lines] = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      expect(header!.split(',')).toEqual(HEADERS);
      expect(lines.map((line) => line.split(','))).toEqual(expected.map((p) => asCells(p).map(String)));
    });

    it('labels the CSV in the caller language', async () => {
      const response = await get('/export?format=csv&number=' + all[0]!.number, 'zh-CN');
      expect(response.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
        '集合编号,集合名称,内容体裁,筛选方式,内容量,创建时间,状态',
      );
    });

    it('reads its labels from the dictionary the web table uses', async () => {
      const response = await get('/export?format=csv&status=offline', 'zh-CN');
      const statuses = new Set(
        response.body
          .trimEnd()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',').at(-1)),
      );
      expect(statuses).toEqual(new Set([sharedLabels['policy.status.offline']]));
      expect(sharedLabels['policy.status.offline']).toBe('已下线');
    });

    it('streams the same rows as XLSX', async () => {
      const expected = await everything(FILTER);
      const response = await get(`/export?format=xlsx&${FILTER}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="policies-\d{8}-\d{6}\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows).toEqual([HEADERS, ...expected.map(asCells)]);
    });

    it('refuses an unknown format with 400', async () => {
      const response = await get('/export?format=pdf');
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual(['format']);
    });
  });
});
