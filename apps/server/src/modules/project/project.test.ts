import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type ValidationErrorData } from '@console/shared';
import { PROJECT_DEMO_TOTAL, PROJECT_FINISHED_DAYS } from '@console/shared/project/constants';
import type {
  Member,
  Project,
  ProjectActivityPage,
  ProjectDetail,
  ProjectInput,
  ProjectPage,
  TaskPage,
} from '@console/shared/project/schemas';
import type { ChartSnapshot } from '@console/shared/chart/schemas';
import { DRIVERS, as, envelope, svgTexts, useTestApp, withPermission } from '../../../test/helper';

const CARDS = '/member-api/member/listByCategoryId';
const PROJECT = '/member-api/api/project';

describe.each(DRIVERS)('projects on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (token: string, options: InjectOptions, locale = 'en-US') =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': locale, ...options.headers } });
  const cards = async (query: string, locale = 'en-US') => {
    const response = await call(ctx.user, { method: 'GET', url: `${CARDS}?${query}` }, locale);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ProjectPage>(response).data;
  };
  const members = async () =>
    envelope<Member[]>(await call(ctx.user, { method: 'GET', url: `${PROJECT}/members` })).data;
  const detail = async (id: number | string, locale = 'en-US') =>
    call(ctx.user, { method: 'GET', url: `${PROJECT}/detail?id=${id}` }, locale);
  const input = async (): Promise<ProjectInput> => {
    const [owner, other] = await members();
    return {
      name: 'Quokka portal',
      categoryId: 2,
      description: 'A new site',
      ownerId: owner!.id,
      contributorIds: [other!.id, owner!.id],
    };
  };

  describe('listByCategoryId', () => {
    it("lists the live projects, newest first, Arco Design Pro's six on the first page", async () => {
      const page = await cards('current=1&pageSize=12');
      expect(page.total).toBe(PROJECT_DEMO_TOTAL);
      expect(page.list).toHaveLength(12);
      expect(page.list.slice(0, 6).map((p) => p.name)).toEqual([
        'Design system',
        'Cloud intelligent apps',
        'OCR text recognition',
        'Content resource management',
        'News content management',
        'Intelligent robot',
      ]);
      const first = page.list[0]!;
      expect(first.peopleNumber).toBe(first.contributors.length);
      expect(first.contributors[0]).toEqual(first.owner);
      expect(first.owner).toMatchObject({
        name: expect.any(String),
        email: expect.stringContaining('@'),
        avatar: expect.stringContaining('/static/avatars/'),
      });
    });

    it('answers in the caller’s language', async () => {
      expect((await cards('pageSize=1', 'zh-CN')).list[0]!.name).toBe('企业级产品设计系统');
    });

    it('filters by each category, the totals adding up', async () => {
      const totals = [];
      for (const categoryId of [1, 2, 3]) {
        const page = await cards(`categoryId=${categoryId}&pageSize=100`);
        expect(page.list.length).toBeGreaterThan(0);
        expect(new Set(page.list.map((p) => p.categoryId))).toEqual(new Set([categoryId]));
        totals.push(page.total);
      }
      expect(totals.reduce((a, b) => a + b)).toBe(PROJECT_DEMO_TOTAL);
    });

    it('finds a keyword in the name or description, in either language, within a category', async () => {
      expect((await cards('keyword=ocr')).list.map((p) => p.name)).toEqual(['OCR text recognition']);
      expect((await cards('keyword=' + encodeURIComponent('文字'))).list.map((p) => p.name)).toEqual([
        'OCR text recognition',
      ]);
      expect((await cards('keyword=robot&categoryId=1')).total).toBe(1);
      expect((await cards('keyword=robot&categoryId=2')).total).toBe(0);
      // Wildcards are taken literally.
      expect((await cards('keyword=%25')).total).toBe(0);
    });

    it('pages: past the end is empty with the real total; out-of-range paging is 400', async () => {
      expect(await cards('current=2&pageSize=12')).toMatchObject({ total: PROJECT_DEMO_TOTAL });
      expect((await cards('current=2&pageSize=12')).list).toHaveLength(PROJECT_DEMO_TOTAL - 12);
      expect(await cards('current=3&pageSize=12')).toEqual({ list: [], total: PROJECT_DEMO_TOTAL });
      for (const query of [
        'current=0',
        'pageSize=0',
        'pageSize=101',
        'current=2147483648',
        'categoryId=4',
        'categoryId=x',
        `keyword=${'x'.repeat(51)}`,
      ]) {
        const response = await call(ctx.user, { method: 'GET', url: `${CARDS}?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(envelope(response).code).toBe(ApiCode.validation);
      }
    });
  });

  describe('detail', () => {
    it('answers a project with figures computed from its tasks', async () => {
      const [project] = (await cards('pageSize=1')).list;
      const response = await detail(project!.id);
      expect(response.statusCode).toBe(200);
      const found = envelope<ProjectDetail>(response).data;
      expect(found).toMatchObject(project!);
      const tasks = envelope<TaskPage>(
        await call(ctx.user, { method: 'GET', url: `${PROJECT}/task/list?projectId=${project!.id}&pageSize=100` }),
      ).data;
      const done = tasks.list.filter((t) => t.status === 'done');
      expect(found.stats).toEqual({
        total: tasks.total,
        done: done.length,
        inProgress: tasks.total - done.length,
        estimatedHours: tasks.list.reduce((sum, t) => sum + t.estimatedHours, 0),
      });
      expect(found.tasksByType.map((t) => t.type)).toEqual(['frontEnd', 'design', 'backEnd']);
      expect(found.tasksByType.reduce((sum, t) => sum + t.count, 0)).toBe(tasks.total);
      expect(found.finishedPerDay).toHaveLength(PROJECT_FINISHED_DAYS);
      expect(found.finishedPerDay.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    });

    it('is 404 for an unknown project and 400 for a malformed id', async () => {
      expect((await detail(2147483647)).statusCode).toBe(404);
      expect((await detail('abc')).statusCode).toBe(400);
      expect((await detail(0)).statusCode).toBe(400);
      expect((await detail(2147483648)).statusCode).toBe(400);
    });
  });

  describe('chart snapshots', () => {
    const picture = (id: number | string, chart: string, query: string, token = ctx.user, locale = 'en-US') =>
      call(token, { method: 'GET', url: `${PROJECT}/${id}/charts/${chart}?${query}` }, locale);
    const svgOf = async (id: number, chart: string, query: string, token = ctx.user, locale = 'en-US') => {
      const response = await picture(id, chart, query, token, locale);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<ChartSnapshot>(response).data.svg;
    };
    const firstProject = async () =>
      envelope<ProjectDetail>(await detail((await cards('pageSize=1')).list[0]!.id)).data;

    it('draws the detail’s two charts from its figures, at the size asked, in the caller’s language and theme', async () => {
      const project = await firstProject();
      const types = project.tasksByType.filter((t) => t.count > 0);
      expect(types.length).toBeGreaterThan(0);
      const light = await svgOf(project.id, 'tasks-by-type', 'theme=light&width=480&height=280');
      expect(light).toMatch(/^<svg [^>]*width="480" height="280"/);
      expect(light).not.toMatch(/<script|on\w+=/i);
      const names = { frontEnd: ['Front end', '前端'], design: ['Design', '设计'], backEnd: ['Back end', '后端'] };
      expect(svgTexts(light)).toEqual(
        expect.arrayContaining(types.flatMap((t) => [names[t.type][0], String(t.count)])),
      );
      const chinese = await svgOf(project.id, 'tasks-by-type', 'theme=light&width=480&height=280', ctx.user, 'zh-CN');
      expect(svgTexts(chinese)).toEqual(expect.arrayContaining(types.map((t) => names[t.type][1])));
      // The theme's text colour: dark grey on light, translucent white on dark.
      expect(light).toContain('fill="#4E5969"');
      const dark = await svgOf(project.id, 'tasks-by-type', 'theme=dark&width=480&height=280', ctx.admin);
      expect(dark).toContain('fill="rgb(255,255,255)"');
      expect(dark).not.toContain('#4E5969');

      const line = await svgOf(project.id, 'finished-per-day', 'theme=light&width=900&height=280');
      expect(line).toMatch(/^<svg [^>]*width="900" height="280"/);
      expect(svgTexts(line)).toEqual(expect.arrayContaining(project.finishedPerDay.map((d) => d.day.slice(5))));
    });

    it.each([
      ['tasks-by-type', 'theme=blue&width=400&height=280', 'theme'],
      ['tasks-by-type', 'theme=light&width=99&height=280', 'width'],
      ['tasks-by-type', 'theme=light&width=4097&height=280', 'width'],
      ['finished-per-day', 'theme=light&width=400&height=1201', 'height'],
      ['finished-per-day', 'theme=light&width=400', 'height'],
      ['activity', 'theme=light&width=400&height=280', 'chart'],
    ])('refuses %s?%s with 400 on %s', async (chart, query, field) => {
      const response = await picture((await firstProject()).id, chart, query);
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((issue) => issue.path)).toEqual([field]);
    });

    it('is 404 for an unknown project and 400 for a malformed id, as the detail is', async () => {
      const query = 'theme=light&width=400&height=280';
      expect((await picture(2147483647, 'tasks-by-type', query)).statusCode).toBe(404);
      expect((await picture('abc', 'tasks-by-type', query)).statusCode).toBe(400);
      expect((await picture(0, 'finished-per-day', query)).statusCode).toBe(400);
    });

    it('answers only a role that may read projects, as the detail does', async () => {
      const { id } = await firstProject();
      const query = 'theme=light&width=400&height=280';
      expect(
        (await ctx.app.inject({ method: 'GET', url: `${PROJECT}/${id}/charts/tasks-by-type?${query}` })).statusCode,
      ).toBe(401);
      await withPermission(ctx.testDb.database, 'project.read', ['admin'], async () => {
        for (const url of [`${PROJECT}/${id}/charts/tasks-by-type?${query}`, `${PROJECT}/detail?id=${id}`]) {
          const refused = await call(ctx.user, { method: 'GET', url });
          expect(refused.statusCode).toBe(403);
          expect(envelope(refused).code).toBe(ApiCode.forbidden);
          expect((await call(ctx.admin, { method: 'GET', url })).statusCode).toBe(200);
        }
      });
    });
  });

  describe('writes', () => {
    it('creates a project for an admin, with the owner first and once; a user gets 403', async () => {
      const body = await input();
      expect((await call(ctx.user, { method: 'POST', url: PROJECT, payload: body })).statusCode).toBe(403);
      const response = await call(ctx.admin, { method: 'POST', url: PROJECT, payload: body });
      expect(response.statusCode, response.body).toBe(200);
      const created = envelope<Project>(response).data;
      expect(created).toMatchObject({
        name: 'Quokka portal',
        categoryId: 2,
        description: 'A new site',
        peopleNumber: 2,
        archived: false,
        version: 1,
      });
      expect(created.contributors.map((m) => m.id)).toEqual([body.ownerId, body.contributorIds[0]]);
      // What an administrator types is the project's name in both languages.
      expect(envelope<ProjectDetail>(await detail(created.id, 'zh-CN')).data.name).toBe('Quokka portal');
      expect((await cards('keyword=Quokka')).list.map((p) => p.id)).toEqual([created.id]);
    });

    it('refuses bad input with a localized issue per field', async () => {
      const body = await input();
      const response = await call(ctx.admin, {
        method: 'POST',
        url: PROJECT,
        payload: { ...body, name: 'x'.repeat(31), categoryId: 9, description: 'y'.repeat(201) },
      });
      expect(response.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(response).data.issues.map((i) => i.path)).toEqual([
        'name',
        'categoryId',
        'description',
      ]);
      const unknown = await call(ctx.admin, {
        method: 'POST',
        url: PROJECT,
        payload: { ...body, ownerId: 2147483647 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(envelope<ValidationErrorData>(unknown).data.issues).toEqual([
        { path: 'ownerId', message: 'Choose people from the team directory' },
      ]);
    });

    it('edits at the version read; a stale edit is 409 with the project as it is now', async () => {
      const created = envelope<Project>(
        await call(ctx.admin, { method: 'POST', url: PROJECT, payload: await input() }),
      ).data;
      const body = { ...(await input()), name: 'Renamed', version: 1 };
      const edited = await call(ctx.admin, { method: 'PUT', url: `${PROJECT}/${created.id}`, payload: body });
      expect(envelope<Project>(edited).data).toMatchObject({ name: 'Renamed', version: 2 });
      const stale = await call(ctx.admin, {
        method: 'PUT',
        url: `${PROJECT}/${created.id}`,
        payload: { ...body, name: 'Again' },
      });
      expect(stale.statusCode).toBe(409);
      expect(envelope(stale).msg).toBe(
        'Someone else changed this project after you opened it. Reload it and make your change again.',
      );
      expect(envelope<{ current: Project }>(stale).data.current).toMatchObject({
        id: created.id,
        name: 'Renamed',
        version: 2,
      });
      expect(
        (await call(ctx.user, { method: 'PUT', url: `${PROJECT}/${created.id}`, payload: { ...body, version: 2 } }))
          .statusCode,
      ).toBe(403);
    });

    it('keeps the other language’s name when an edit leaves the name as it was', async () => {
      const [seeded] = (await cards('keyword=design%20system')).list;
      const payload = {
        name: seeded!.name,
        categoryId: seeded!.categoryId,
        description: 'Edited in English',
        ownerId: seeded!.owner.id,
        contributorIds: seeded!.contributors.map((m) => m.id),
        version: seeded!.version,
      };
      expect((await call(ctx.admin, { method: 'PUT', url: `${PROJECT}/${seeded!.id}`, payload })).statusCode).toBe(200);
      const chinese = envelope<ProjectDetail>(await detail(seeded!.id, 'zh-CN')).data;
      expect(chinese.name).toBe('企业级产品设计系统');
      expect(chinese.description).toBe('Edited in English');
    });

    it('archives a project out of the cards, and restores it; the activity lists both', async () => {
      const created = envelope<Project>(
        await call(ctx.admin, { method: 'POST', url: PROJECT, payload: { ...(await input()), name: 'Archivable' } }),
      ).data;
      const archive = (archived: boolean, version: number) =>
        call(ctx.admin, { method: 'PATCH', url: `${PROJECT}/${created.id}/archive`, payload: { archived, version } });
      expect(envelope<Project>(await archive(true, 1)).data).toMatchObject({ archived: true, version: 2 });
      expect((await cards('keyword=Archivable')).total).toBe(0);
      expect((await detail(created.id)).statusCode).toBe(200);
      expect((await archive(false, 1)).statusCode).toBe(409);
      expect(envelope<Project>(await archive(false, 2)).data.archived).toBe(false);
      expect((await cards('keyword=Archivable')).total).toBe(1);

      const activity = envelope<ProjectActivityPage>(
        await call(ctx.user, { method: 'GET', url: `${PROJECT}/activity?id=${created.id}` }),
      ).data;
      expect(activity.list.map((a) => [a.action, a.entityType, a.label, a.fields])).toEqual([
        ['restore', 'project', 'Archivable', ['archived']],
        ['archive', 'project', 'Archivable', ['archived']],
        ['create', 'project', 'Archivable', []],
      ]);
      expect(activity.list[0]!.actorName).toBe('admin');
      expect((await call(ctx.user, { method: 'GET', url: `${PROJECT}/activity?id=2147483647` })).statusCode).toBe(404);
    });
  });
});
