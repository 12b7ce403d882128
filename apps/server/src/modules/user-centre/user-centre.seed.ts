/**
 * The demo accounts' place in the demo data: an entry in the team directory each, on the newest
 * projects, assignee of tasks done lately, in teams; their page visits of the last two periods and
 * their certification.
 */
import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  CERTIFICATION_STATUSES,
  MY_PROJECT_LIMIT,
  VISIT_KINDS,
  VISIT_PERIOD_DAYS,
} from '@console/shared/user-centre/constants';
import type { Db } from '../../db/client';
import { members, projects, tasks } from '../../db/schema/projects';
import {
  certificationRecords,
  enterpriseCertifications,
  teamMembers,
  teams,
  userMembers,
  userVisitDays,
} from '../../db/schema/user-centre';
import { avatarUrl } from '../../lib/avatars';
import { bothLocales as text } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { DEMO_ACCOUNTS } from '../user';

const DAY_MS = 24 * 3600_000;

/**
 * What each demo account takes part in: projects (a range of the newest, apart, so that their tasks
 * are too), tasks done in them lately, teams (the first of `TEAMS`).
 */
const PLAN: Record<
  string,
  { englishName: string; projects: [from: number, to: number]; tasksDone: number; teams: number }
> = {
  admin: { englishName: 'Lin Zhiyuan', projects: [0, MY_PROJECT_LIMIT], tasksDone: 7, teams: 4 },
  user: { englishName: 'Chen Siyu', projects: [MY_PROJECT_LIMIT, MY_PROJECT_LIMIT + 3], tasksDone: 3, teams: 2 },
};
const PROJECTS_TAKEN = Math.max(...Object.values(PLAN).map((plan) => plan.projects[1]));

const TEAMS = [
  { name: text('平台研发团队', 'Platform team'), avatar: 'system' },
  { name: text('设计体验团队', 'Design experience team'), avatar: 'review' },
  { name: text('安全合规小组', 'Security and compliance'), avatar: 'security' },
  { name: text('内容运营团队', 'Content operations team'), avatar: 'team' },
] as const;

export async function seedDemoUserCentre(db: Db, { accounts, now, random }: DemoSeedContext): Promise<void> {
  const directory = (await db.select({ id: members.id }).from(members)).map((m) => m.id);
  const newest = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(desc(projects.createdAt))
    .limit(PROJECTS_TAKEN);
  const teamIds = (
    await db
      .insert(teams)
      .values(TEAMS.map((team) => ({ name: team.name, avatar: avatarUrl(team.avatar) })))
      .returning({ id: teams.id })
  ).map((t) => t.id);
  await db
    .insert(teamMembers)
    .values(
      teamIds.flatMap((teamId) => directory.filter(() => random.chance(0.5)).map((memberId) => ({ teamId, memberId }))),
    );

  for (const account of accounts) {
    const demo = DEMO_ACCOUNTS.find((d) => d.username === account.username);
    const plan = PLAN[account.username];
    if (!demo || !plan) continue;
    const { profile } = demo;
    const [member] = await db
      .insert(members)
      .values({ name: text(profile.name, plan.englishName), email: profile.email, avatar: profile.avatar })
      .returning({ id: members.id });
    if (!member) throw new Error('insert returned no row');
    await db.insert(userMembers).values({ userId: account.id, memberId: member.id });

    const projectIds = newest.slice(...plan.projects).map((p) => p.id);
    await db
      .update(projects)
      .set({ contributorIds: sql`array_append(${projects.contributorIds}, ${member.id})` })
      .where(inArray(projects.id, projectIds));
    // The tasks of those projects done most lately become this account's (the latest activity).
    const done = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.projectId, projectIds), isNotNull(tasks.completedAt)))
      .orderBy(desc(tasks.completedAt))
      .limit(plan.tasksDone);
    if (done.length)
      await db
        .update(tasks)
        .set({ assigneeId: member.id })
        .where(
          inArray(
            tasks.id,
            done.map((t) => t.id),
          ),
        );
    await db
      .insert(teamMembers)
      .values(teamIds.slice(0, plan.teams).map((teamId) => ({ teamId, memberId: member.id })));

    // Two periods of visits, a little busier lately.
    await db.insert(userVisitDays).values(
      Array.from({ length: 2 * VISIT_PERIOD_DAYS }, (_, day) => day).flatMap((day) =>
        VISIT_KINDS.map((kind) => ({
          userId: account.id,
          kind,
          day: new Date(now.getTime() - day * DAY_MS).toISOString().slice(0, 10),
          visits: random.int(0, kind === 'home' ? 6 : 4) + (day < VISIT_PERIOD_DAYS ? random.int(0, 2) : 0),
        })),
      ),
    );
  }

  const admin = accounts.find((a) => a.username === 'admin');
  const user = accounts.find((a) => a.username === 'user');
  if (admin) {
    await db.insert(enterpriseCertifications).values({
      userId: admin.id,
      accountType: 1,
      status: CERTIFICATION_STATUSES.passed,
      legalPerson: '林知远',
      certificateType: 'idCard',
      authenticationNumber: '330106198804120035',
      enterpriseName: '杭州知远科技有限公司',
      enterpriseCertificateType: 'businessLicense',
      organizationCode: '91330106MA2H3K7X5N',
      certifiedAt: new Date(now.getTime() - 400 * DAY_MS),
    });
    await db.insert(certificationRecords).values([
      {
        userId: admin.id,
        certificationType: 1,
        content: text(
          '企业实名认证：杭州知远科技有限公司',
          'Enterprise real-name authentication: Hangzhou Zhiyuan Technology Co., Ltd.',
        ),
        status: CERTIFICATION_STATUSES.passed,
        createdAt: new Date(now.getTime() - 402 * DAY_MS),
      },
      {
        userId: admin.id,
        certificationType: 1,
        content: text(
          '变更认证主体：杭州知远数据服务有限公司',
          'Change of the authenticated body: Hangzhou Zhiyuan Data Services Co., Ltd.',
        ),
        status: CERTIFICATION_STATUSES.auditing,
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
      },
    ]);
  }
  if (user) {
    await db.insert(certificationRecords).values({
      userId: user.id,
      certificationType: 1,
      content: text(
        '企业实名认证：上海思雨文化传媒有限公司',
        'Enterprise real-name authentication: Shanghai Siyu Culture Media Co., Ltd.',
      ),
      status: CERTIFICATION_STATUSES.auditing,
      createdAt: new Date(now.getTime() - 1 * DAY_MS),
    });
  }
}
