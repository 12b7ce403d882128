/** The demo's 55 tasks over the demo projects, in both languages, numbered in creation order. */
import { asc } from 'drizzle-orm';
import { TASK_DEMO_TOTAL, TASK_HOURS, type TaskType } from '@console/shared/project/constants';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { bothLocales as text, type LocalizedText } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { createTaskStore, type NewTask } from './task.store';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const NAMES: Record<TaskType, LocalizedText[]> = {
  frontEnd: [
    text('登录页重构', 'Rebuild the login page'),
    text('表格列设置', 'Table column settings'),
    text('暗色主题适配', 'Dark theme support'),
    text('移动端布局适配', 'Phone layout'),
    text('图表懒加载', 'Lazy-load the charts'),
    text('键盘导航优化', 'Keyboard navigation'),
    text('国际化文案补齐', 'Complete the translations'),
  ],
  design: [
    text('首页视觉稿', 'Home page mock-up'),
    text('图标绘制', 'Draw the icons'),
    text('交互说明文档', 'Interaction notes'),
    text('空状态插画', 'Empty-state illustrations'),
    text('配色方案评审', 'Colour scheme review'),
    text('组件规范整理', 'Component guidelines'),
  ],
  backEnd: [
    text('接口鉴权', 'API authorization'),
    text('数据导出接口', 'Data export endpoint'),
    text('数据库索引优化', 'Database index tuning'),
    text('审计日志', 'Audit log'),
    text('限流策略', 'Rate limiting'),
    text('任务队列重试', 'Job queue retries'),
    text('缓存失效处理', 'Cache invalidation'),
  ],
};

const TYPES = Object.keys(NAMES) as TaskType[];
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export async function seedDemoTasks(db: Db, { now, random }: DemoSeedContext): Promise<void> {
  const teams = await db
    .select({ id: projects.id, ownerId: projects.ownerId, contributorIds: projects.contributorIds })
    .from(projects)
    .orderBy(asc(projects.id));
  if (teams.length === 0) return;
  const created = Array.from(
    { length: TASK_DEMO_TOTAL },
    () => now.getTime() - random.int(1, 60 * 24) * 60_000 * 60,
  ).sort((a, b) => a - b);
  const values: NewTask[] = created.map((createdAt) => {
    const project = random.pick(teams);
    const type = random.pick(TYPES);
    // Done tasks finished after they were created, most of them in the last two weeks.
    const done = random.chance(0.45);
    const completedAt = done ? Math.min(now.getTime() - HOUR_MS, createdAt + random.int(1, 20) * DAY_MS) : undefined;
    return {
      name: random.pick(NAMES[type]),
      type,
      assigneeId: random.pick([project.ownerId, ...project.contributorIds]),
      estimatedHours: random.int(TASK_HOURS.min * 2, 80) / 2,
      finishTime: completedAt === undefined ? day(now.getTime() + random.int(-3, 30) * DAY_MS) : day(completedAt),
      status: done ? 'done' : 'inProgress',
      completedAt: completedAt === undefined ? null : new Date(completedAt),
      projectId: project.id,
      createdAt: new Date(createdAt),
    };
  });
  const store = createTaskStore(db);
  // One by one, so the numbers follow the creation times.
  for (const task of values) await store.insert(task);
}
