import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode, type UserInfo } from '@console/shared';
import { CERTIFICATION_STATUSES, MY_PROJECT_LIMIT } from '@console/shared/user-centre/constants';
import type { Certification, LatestActivity, MyProject, MyTeam, VisitStat } from '@console/shared/user-centre/schemas';
import { addAccount, DRIVERS, as, envelope, login, useTestApp } from '../../../test/helper';
import { mask } from './user-centre.service';

const API = '/member-api/api/user';

describe('mask', () => {
  it('keeps the ends it is told to and hides the rest, character by character', () => {
    expect(mask('林知远', 0, 1)).toBe('**远');
    expect(mask('330106198804120035', 2, 2)).toBe('33**************35');
    expect(mask('ab', 1, 1)).toBe('**');
    expect(mask('', 1, 1)).toBe('');
  });
});

describe.each(DRIVERS)('user centre on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (token: string, options: InjectOptions, locale = 'en-US') =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': locale, ...options.headers } });
  async function get<T>(token: string, path: string, method: 'GET' | 'POST' = 'GET', locale = 'en-US'): Promise<T> {
    const response = await call(token, { method, url: `${API}/${path}` }, locale);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).data;
  }
  const me = (token: string) => get<UserInfo>(token, 'info');

  // First: the other tests write (and so act) as the admin.
  it('shows the caller’s finished tasks and own writes as the latest activity, newest first, never another’s', async () => {
    const seeded = await get<LatestActivity[]>(ctx.admin, 'latest-activity');
    expect(seeded).toHaveLength(7);
    const { avatar } = await me(ctx.admin);
    for (const entry of seeded)
      expect(entry).toMatchObject({
        title: 'Finished a task',
        description: expect.stringMatching(/^T-\d{4}-\d{4} \S/),
        avatar,
      });
    const times = seeded.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const created = await call(ctx.admin, {
      method: 'POST',
      url: '/member-api/api/list/policy',
      payload: { name: 'Activity probe', contentType: 'img', filterType: 'rules', count: 3, status: 'online' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [latest] = await get<LatestActivity[]>(ctx.admin, 'latest-activity');
    expect(latest).toMatchObject({ title: 'Created a policy', description: 'Activity probe' });
    expect((await get<LatestActivity[]>(ctx.admin, 'latest-activity', 'POST', 'zh-CN'))[0]).toMatchObject({
      title: '创建了策略',
      description: 'Activity probe',
    });

    const recharged = await call(ctx.admin, {
      method: 'POST',
      url: '/member-api/api/user/account/recharge',
      payload: { amount: 500, channel: 'alipay' },
    });
    expect(recharged.statusCode, recharged.body).toBe(200);
    expect((await get<LatestActivity[]>(ctx.admin, 'latest-activity'))[0]).toMatchObject({
      title: 'Recharged the wallet',
      description: 'CN¥500.00',
    });

    const theirs = await get<LatestActivity[]>(ctx.user, 'latest-activity');
    expect(theirs).toHaveLength(3);
    expect(theirs.map((e) => e.description)).not.toContain('Activity probe');
  });

  it('lists the newest live projects the caller takes part in, on GET and POST, in the caller’s language', async () => {
    const projects = await get<MyProject[]>(ctx.admin, 'my-project/list');
    expect(projects).toHaveLength(MY_PROJECT_LIMIT);
    expect(projects.map((p) => p.name)).toEqual([
      'Design system',
      'Cloud intelligent apps',
      'OCR text recognition',
      'Content resource management',
      'News content management',
      'Intelligent robot',
    ]);
    const { email } = await me(ctx.admin);
    for (const project of projects) {
      expect(project.peopleNumber).toBe(project.contributors.length);
      expect(project.contributors.map((c) => c.email)).toContain(email);
    }
    expect(await get(ctx.admin, 'my-project/list', 'POST')).toEqual(projects);
    expect((await get<MyProject[]>(ctx.admin, 'my-project/list', 'GET', 'zh-CN'))[0]?.name).toBe('企业级产品设计系统');

    const mine = await get<MyProject[]>(ctx.user, 'my-project/list');
    expect(mine.map((p) => p.name)).toEqual(['Brand refresh', 'Mobile redesign', 'Icon library']);
    const userEmail = (await me(ctx.user)).email;
    for (const project of mine) expect(project.contributors.map((c) => c.email)).toContain(userEmail);
  });

  it('leaves an archived project out', async () => {
    const [first] = await get<MyProject[]>(ctx.user, 'my-project/list');
    const detail = envelope<{ version: number }>(
      await call(ctx.admin, { method: 'GET', url: `/member-api/api/project/detail?id=${first!.id}` }),
    ).data;
    const archive = (archived: boolean, version: number) =>
      call(ctx.admin, {
        method: 'PATCH',
        url: `/member-api/api/project/${first!.id}/archive`,
        payload: { archived, version },
      });
    expect((await archive(true, detail.version)).statusCode).toBe(200);
    expect((await get<MyProject[]>(ctx.user, 'my-project/list')).map((p) => p.id)).not.toContain(first!.id);
    expect((await archive(false, detail.version + 1)).statusCode).toBe(200);
    expect((await get<MyProject[]>(ctx.user, 'my-project/list')).map((p) => p.id)).toContain(first!.id);
  });

  it('lists the caller’s teams with the number of people in each', async () => {
    const teams = await get<MyTeam[]>(ctx.admin, 'my-team/list', 'POST');
    expect(teams.map((t) => t.name)).toEqual([
      'Platform team',
      'Design experience team',
      'Security and compliance',
      'Content operations team',
    ]);
    for (const team of teams) expect(team.peopleNumber).toBeGreaterThanOrEqual(1);
    const theirs = await get<MyTeam[]>(ctx.user, 'my-team/list');
    expect(theirs.map((t) => t.id)).toEqual(teams.slice(0, 2).map((t) => t.id));
    // Both accounts are in the first two teams.
    expect(theirs.map((t) => t.peopleNumber)).toEqual(teams.slice(0, 2).map((t) => t.peopleNumber));
  });

  it('counts every recorded visit of the home page and the project pages, per caller', async () => {
    const visits = () => get<VisitStat[]>(ctx.user, 'visits');
    const before = await visits();
    expect(before.map((v) => [v.key, v.name])).toEqual([
      ['home', 'Home page visits'],
      ['project', 'Project visits'],
    ]);
    const adminBefore = await get<VisitStat[]>(ctx.admin, 'visits', 'POST');
    const record = (name: string) => call(ctx.user, { method: 'POST', url: `${API}/recent-visits`, payload: { name } });
    for (const name of ['Workplace', 'Workplace', 'ProjectCard', 'SearchTable'])
      expect((await record(name)).statusCode).toBe(200);
    const after = await visits();
    expect(after.map((v) => v.visits)).toEqual([before[0]!.visits + 2, before[1]!.visits + 1]);
    expect(await get(ctx.admin, 'visits')).toEqual(adminBefore);
    for (const stat of after)
      expect(stat.growth).toBeCloseTo(((stat.visits - stat.previousVisits) / stat.previousVisits) * 100, 2);
  });

  it('gives an account outside the directory empty lists and zero visits', async () => {
    await addAccount(ctx.testDb.database, {
      username: 'newcomer',
      password: 'New-Comer1',
      role: 'user',
    });
    const token = await login(ctx.app, 'newcomer', 'New-Comer1');
    for (const path of ['my-project/list', 'latest-activity', 'my-team/list'])
      expect(await get(token, path)).toEqual([]);
    expect((await get<VisitStat[]>(token, 'visits')).map((v) => [v.visits, v.previousVisits, v.growth])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(await get(token, 'certification', 'POST')).toEqual({ enterpriseInfo: null, record: [] });
  });

  describe('certification', () => {
    const withdraw = (token: string, id: number) =>
      call(token, { method: 'POST', url: `${API}/certification/records/${id}/withdraw` });

    it('shows the enterprise authentication masked, and the records newest first', async () => {
      const certification = await get<Certification>(ctx.admin, 'certification');
      expect(certification.enterpriseInfo).toMatchObject({
        accountType: 1,
        status: CERTIFICATION_STATUSES.passed,
        legalPerson: '**远',
        certificateType: 'ID card',
        authenticationNumber: '33**************35',
        enterpriseName: '杭州知远科技有限公司',
        enterpriseCertificateType: 'Business license',
        organizationCode: '9****************N',
      });
      expect(certification.record.map((r) => r.status)).toEqual([
        CERTIFICATION_STATUSES.auditing,
        CERTIFICATION_STATUSES.passed,
      ]);
      expect(certification.record[0]?.certificationContent).toMatch(/^Change of the authenticated body/);
      expect(await get(ctx.admin, 'certification', 'POST')).toEqual(certification);
      expect(
        (await get<Certification>(ctx.admin, 'certification', 'GET', 'zh-CN')).enterpriseInfo?.certificateType,
      ).toBe('身份证');
    });

    it('withdraws a record still auditing; a decided one is 409, another account’s 404', async () => {
      const [auditing, passed] = (await get<Certification>(ctx.admin, 'certification')).record;
      const decided = await withdraw(ctx.admin, passed!.id);
      expect(decided.statusCode).toBe(409);
      expect(envelope(decided)).toMatchObject({
        code: ApiCode.conflict,
        msg: 'Only a record that is still being audited can be withdrawn',
      });

      const [theirs] = (await get<Certification>(ctx.user, 'certification')).record;
      expect(theirs?.status).toBe(CERTIFICATION_STATUSES.auditing);
      expect((await withdraw(ctx.admin, theirs!.id)).statusCode).toBe(404);
      expect((await get<Certification>(ctx.user, 'certification')).record[0]?.status).toBe(
        CERTIFICATION_STATUSES.auditing,
      );
      expect((await get<Certification>(ctx.user, 'certification')).enterpriseInfo).toBeNull();

      const done = await withdraw(ctx.admin, auditing!.id);
      expect(done.statusCode, done.body).toBe(200);
      expect(envelope<Certification>(done).data.record.map((r) => r.status)).toEqual([
        CERTIFICATION_STATUSES.withdrawn,
        CERTIFICATION_STATUSES.passed,
      ]);
      expect((await withdraw(ctx.admin, auditing!.id)).statusCode).toBe(409);
      expect((await withdraw(ctx.admin, 0)).statusCode).toBe(400);
    });
  });
});
