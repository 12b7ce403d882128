import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type ValidationErrorData } from '@console/shared';
import { TASK_DEMO_TOTAL } from '@console/shared/project/constants';
import {
  earliestToday,
  type Member,
  type ProjectActivityPage,
  type Task,
  type TaskInput,
  type TaskPage,
} from '@console/shared/project/schemas';
import { formatDateTime } from '../../lib/format-time';
import { DRIVERS, as, envelope, useTestApp } from '../../../test/helper';

const TASK = '/member-api/api/project/task';
const DAY_MS = 24 * 3600_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe.each(DRIVERS)('tasks on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (token: string, options: InjectOptions, locale = 'en-US') =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': locale, ...options.headers } });
  const list = async (query: string, locale = 'en-US') => {
    const response = await call(ctx.user, { method: 'GET', url: `${TASK}/list?${query}` }, locale);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<TaskPage>(response).data;
  };
  const everything = async (query = '') => (await list(`pageSize=100&${query}`)).list;
  const input = async (): Promise<TaskInput> => {
    const [member] = envelope<Member[]>(
      await call(ctx.user, { method: 'GET', url: '/member-api/api/project/members' }),
    ).data;
    const [task] = await everything();
    return {
      name: 'Write the docs',
      type: 'backEnd',
      assignee: member!.id,
      estimatedHours: 2.5,
      finishTime: dayFromNow(3),
      status: 'inProgress',
      projectId: task!.projectId,
    };
  };
  const create = async (body?: Partial<TaskInput>) => {
    const response = await call(ctx.admin, { method: 'POST', url: TASK, payload: { ...(await input()), ...body } });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<Task>(response).data;
  };

  describe('list', () => {
    it('lists the 55 demo tasks, newest first, numbered T-YYYY-NNNN', async () => {
      const page = await list('');
      expect(page.total).toBe(TASK_DEMO_TOTAL);
      expect(page.list).toHaveLength(10);
      const all = await everything();
      expect(all.map((t) => t.createdTime)).toEqual(
        all
          .map((t) => t.createdTime)
          .sort()
          .reverse(),
      );
      for (const task of all) expect(task.number).toMatch(/^T-\d{4}-\d{4}$/);
      expect(all[0]).toMatchObject({
        assigneeName: expect.any(String),
        assigneeAvatar: expect.any(String),
        projectName: expect.any(String),
      });
    });

    it('filters by every field, each alone and together', async () => {
      const all = await everything();
      const sample = all[7]!;
      const checks: [string, (t: Task) => boolean][] = [
        [`number=${sample.number.slice(-4)}`, (t) => t.number.includes(sample.number.slice(-4))],
        ['type=design', (t) => t.type === 'design'],
        ['status=done', (t) => t.status === 'done'],
        [`assignee=${sample.assignee}`, (t) => t.assignee === sample.assignee],
        [`projectId=${sample.projectId}`, (t) => t.projectId === sample.projectId],
        [`finishTime=${sample.finishTime}&finishTime=${sample.finishTime}`, (t) => t.finishTime === sample.finishTime],
        [
          `createdTime=${sample.createdTime}&createdTime=${sample.createdTime}`,
          (t) => t.createdTime === sample.createdTime,
        ],
        [`type=${sample.type}&status=${sample.status}`, (t) => t.type === sample.type && t.status === sample.status],
      ];
      for (const [query, keep] of checks) {
        const expected = all.filter(keep);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(await everything(query), query).toEqual(expected);
      }
    });

    it('finds a name in either language and answers in the caller’s', async () => {
      const english = await everything('name=icons');
      expect(english.length).toBeGreaterThan(0);
      expect(new Set(english.map((t) => t.name))).toEqual(new Set(['Draw the icons']));
      const chinese = await list('name=' + encodeURIComponent('图标绘制'), 'zh-CN');
      expect(chinese.total).toBe(english.length);
      expect(chinese.list[0]!.name).toBe('图标绘制');
    });

    it('sorts by hours, finish time and created time both ways, ties broken by id', async () => {
      const all = await everything();
      const key: Record<string, (t: Task) => string | number> = {
        estimatedHours: (t) => t.estimatedHours,
        finishTime: (t) => t.finishTime,
        createdTime: (t) => t.createdTime,
      };
      for (const [field, value] of Object.entries(key)) {
        const ascending = [...all].sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id));
        expect(await everything(`sortField=${field}&sortOrder=ascend`), field).toEqual(ascending);
        const descending = [...all].sort((a, b) => (value(a) < value(b) ? 1 : value(a) > value(b) ? -1 : b.id - a.id));
        expect(await everything(`sortField=${field}&sortOrder=descend`), field).toEqual(descending);
      }
    });

    it('refuses bad filters and sorts with 400', async () => {
      for (const query of [
        'sortField=name',
        'type=ops',
        'status=open',
        'assignee=0',
        'projectId=x',
        'finishTime=2026-01-02&finishTime=2026-01-01',
        'finishTime=2026-13-01&finishTime=2026-13-02',
        `number=${'T'.repeat(17)}`,
      ]) {
        const response = await call(ctx.user, { method: 'GET', url: `${TASK}/list?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(envelope(response).code).toBe(ApiCode.validation);
      }
    });

    it('exports the whole filtered, sorted result as CSV and XLSX', async () => {
      const filter = 'status=inProgress&sortField=estimatedHours&sortOrder=descend';
      const expected = await everything(filter);
      expect(expected.length).toBeGreaterThan(10);
      const cells = (t: Task) => [
        t.number,
        t.name,
        { frontEnd: 'Front end', design: 'Design', backEnd: 'Back end' }[t.type],
        t.assigneeName,
        t.estimatedHours,
        t.finishTime,
        formatDateTime(new Date(t.createdTime)),
        'In progress',
        t.projectName,
      ];
      const headers = [
        'Task number',
        'Task name',
        'Type',
        'Assignee',
        'Estimated hours',
        'Finish time',
        'Created time',
        'Status',
        'Project',
      ];

      const csv = await call(ctx.user, { method: 'GET', url: `${TASK}/export?format=csv&${filter}` });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="tasks-\d{8}-\d{6}\.csv"$/);
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      expect(header!.split(',')).toEqual(headers);
      expect(lines.map((line) => line.split(','))).toEqual(expected.map((t) => cells(t).map(String)));

      const xlsx = await call(ctx.user, { method: 'GET', url: `${TASK}/export?format=xlsx&${filter}` });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows).toEqual([headers, ...expected.map(cells)]);
    });
  });

  describe('writes', () => {
    it('creates a numbered task for an admin; a user gets 403', async () => {
      expect((await call(ctx.user, { method: 'POST', url: TASK, payload: await input() })).statusCode).toBe(403);
      const created = await create();
      expect(created).toMatchObject({ name: 'Write the docs', estimatedHours: 2.5, status: 'inProgress', version: 1 });
      expect(created.number).toMatch(new RegExp(`^T-${new Date().getUTCFullYear()}-\\d{4}$`));
      expect(await everything(`number=${created.number}`)).toEqual([created]);
    });

    it('keeps every digit of a number past 9,999, where a cut one would repeat an earlier number', async () => {
      await ctx.testDb.database.db.execute(sql`select setval('task_numbers', 9999)`);
      const [first, second] = [await create(), await create()];
      expect(first.number).toMatch(/^T-\d{4}-10000$/);
      expect(second.number).toMatch(/^T-\d{4}-10001$/);
    });

    it('enforces the rules: name ≤ 50, hours 0.5–999 in steps of 0.5, a finish time not before today', async () => {
      const body = await input();
      const issues = async (payload: object) => {
        const response = await call(ctx.admin, { method: 'POST', url: TASK, payload: { ...body, ...payload } });
        expect(response.statusCode).toBe(400);
        return envelope<ValidationErrorData>(response).data.issues;
      };
      expect(await issues({ name: 'x'.repeat(51) })).toEqual([{ path: 'name', message: 'Too long' }]);
      expect(await issues({ name: '  ' })).toEqual([{ path: 'name', message: 'Required' }]);
      expect(await issues({ estimatedHours: 0 })).toEqual([
        { path: 'estimatedHours', message: 'Enter 0.5 to 999 hours' },
      ]);
      expect(await issues({ estimatedHours: 999.5 })).toEqual([
        { path: 'estimatedHours', message: 'Enter 0.5 to 999 hours' },
      ]);
      expect(await issues({ estimatedHours: 1.25 })).toEqual([
        { path: 'estimatedHours', message: 'Hours go in steps of 0.5' },
      ]);
      expect(await issues({ finishTime: dayFromNow(-2) })).toEqual([
        { path: 'finishTime', message: 'The finish time cannot be before today' },
      ]);
      expect(await issues({ type: 'ops', assignee: 0 })).toEqual([
        { path: 'type', message: 'Choose one of the offered options' },
        { path: 'assignee', message: 'Enter a valid id (a whole number from 1 to 2147483647)' },
      ]);
      expect(await issues({ assignee: 2147483647 })).toEqual([
        { path: 'assignee', message: 'Choose people from the team directory' },
      ]);
      expect(await issues({ projectId: 2147483647 })).toEqual([
        { path: 'projectId', message: 'Choose an existing project' },
      ]);
      // The earliest zone's today is accepted.
      expect(
        (await call(ctx.admin, { method: 'POST', url: TASK, payload: { ...body, finishTime: earliestToday() } }))
          .statusCode,
      ).toBe(200);
    });

    it('edits at the version read; a past finish time may stay but not be set; a stale edit is 409', async () => {
      const [done] = await everything(`status=done&finishTime=2000-01-01&finishTime=${dayFromNow(-2)}`);
      expect(done).toBeDefined();
      const {
        id,
        version,
        number: _n,
        assigneeName: _a,
        assigneeAvatar: _v,
        createdTime: _c,
        projectName: _p,
        ...fields
      } = done!;
      const renamed = await call(ctx.admin, {
        method: 'PUT',
        url: `${TASK}/${id}`,
        payload: { ...fields, name: 'Renamed task', version },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(envelope<Task>(renamed).data).toMatchObject({
        name: 'Renamed task',
        finishTime: done!.finishTime,
        version: version + 1,
      });
      // The edit's snapshot keeps only the name: the activity names the task by its number too.
      const [edited] = envelope<ProjectActivityPage>(
        await call(ctx.user, {
          method: 'GET',
          url: `/member-api/api/project/activity?id=${done!.projectId}&pageSize=1`,
        }),
      ).data.list;
      expect(edited).toMatchObject({ action: 'update', label: `${done!.number} Renamed task`, fields: ['name'] });

      const moved = await call(ctx.admin, {
        method: 'PUT',
        url: `${TASK}/${id}`,
        payload: { ...fields, finishTime: dayFromNow(-3), version: version + 1 },
      });
      expect(moved.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(moved).data.issues).toEqual([
        { path: 'finishTime', message: 'The finish time cannot be before today' },
      ]);

      const stale = await call(ctx.admin, {
        method: 'PUT',
        url: `${TASK}/${id}`,
        payload: { ...fields, name: 'Stale', version },
      });
      expect(stale.statusCode).toBe(409);
      expect(envelope(stale).msg).toBe(
        'Someone else changed this task after you opened it. Reload it and make your change again.',
      );
      expect(envelope<{ current: Task }>(stale).data.current).toMatchObject({
        id,
        name: 'Renamed task',
        version: version + 1,
        assigneeName: done!.assigneeName,
      });
      expect(
        (await call(ctx.user, { method: 'PUT', url: `${TASK}/${id}`, payload: { ...fields, version: version + 1 } }))
          .statusCode,
      ).toBe(403);
    });

    it('marks a task done and reopens it, counting it on the project’s finished line', async () => {
      const task = await create();
      const toggle = (status: string, version: number) =>
        call(ctx.admin, { method: 'PATCH', url: `${TASK}/${task.id}/status`, payload: { status, version } });
      const detail = async () =>
        (await call(ctx.user, { method: 'GET', url: `/member-api/api/project/detail?id=${task.projectId}` })).json()
          .data;
      const before = (await detail()).finishedPerDay.at(-1).count;
      expect(envelope<Task>(await toggle('done', 1)).data).toMatchObject({ status: 'done', version: 2 });
      expect((await detail()).finishedPerDay.at(-1).count).toBe(before + 1);
      expect((await toggle('inProgress', 1)).statusCode).toBe(409);
      expect(envelope<Task>(await toggle('inProgress', 2)).data.status).toBe('inProgress');
      expect((await detail()).finishedPerDay.at(-1).count).toBe(before);
      expect(
        (
          await call(ctx.user, {
            method: 'PATCH',
            url: `${TASK}/${task.id}/status`,
            payload: { status: 'done', version: 3 },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('deletes one and many, into the project’s activity', async () => {
      const [one, two, three] = [
        await create({ name: 'Delete me 1' }),
        await create({ name: 'Delete me 2' }),
        await create({ name: 'Delete me 3' }),
      ];
      expect((await call(ctx.user, { method: 'DELETE', url: `${TASK}/${one!.id}` })).statusCode).toBe(403);
      expect((await call(ctx.admin, { method: 'DELETE', url: `${TASK}/${one!.id}` })).json().data).toEqual({
        deleted: 1,
      });
      expect((await call(ctx.admin, { method: 'DELETE', url: `${TASK}/${one!.id}` })).statusCode).toBe(404);
      const batch = await call(ctx.admin, {
        method: 'POST',
        url: `${TASK}/batch-delete`,
        payload: { ids: [two!.id, three!.id, 2147483647] },
      });
      expect(batch.json().data).toEqual({ deleted: 2 });
      expect(await everything('name=Delete%20me')).toEqual([]);
      const activity = envelope<ProjectActivityPage>(
        await call(ctx.user, {
          method: 'GET',
          url: `/member-api/api/project/activity?id=${one!.projectId}&pageSize=3`,
        }),
      ).data;
      expect(activity.list.map((a) => [a.action, a.entityType])).toEqual([
        ['delete', 'task'],
        ['delete', 'task'],
        ['delete', 'task'],
      ]);
      // A task is named by its number and its name, kept in the snapshot of its deletion.
      expect(new Set(activity.list.map((a) => a.label))).toEqual(
        new Set([`${one!.number} Delete me 1`, `${two!.number} Delete me 2`, `${three!.number} Delete me 3`]),
      );
    });
  });
});
