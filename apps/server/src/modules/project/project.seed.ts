/** The demo's team directory and projects, in both languages (Arco Design Pro's six names first). */
import type { ProjectCategoryId } from '@console/shared/project/constants';
import type { Db } from '../../db/client';
import { members, projects } from '../../db/schema/projects';
import { avatarUrl } from '../../lib/avatars';
import { bothLocales as text } from '../../lib/localized-text';
import type { Random } from '../../lib/random';
import type { DemoSeedContext } from '../module';

const DAY_MS = 24 * 3600_000;
const AVATARS = ['team', 'review', 'security', 'system', 'user', 'admin'] as const;

const MEMBERS = [
  ['王立群', 'Wang Liqun', 'liqun.wang'],
  ['李晓雯', 'Li Xiaowen', 'xiaowen.li'],
  ['张明远', 'Zhang Mingyuan', 'mingyuan.zhang'],
  ['陈思琪', 'Chen Siqi', 'siqi.chen'],
  ['刘浩然', 'Liu Haoran', 'haoran.liu'],
  ['杨雨桐', 'Yang Yutong', 'yutong.yang'],
  ['赵子轩', 'Zhao Zixuan', 'zixuan.zhao'],
  ['黄诗涵', 'Huang Shihan', 'shihan.huang'],
  ['周俊杰', 'Zhou Junjie', 'junjie.zhou'],
  ['吴可欣', 'Wu Kexin', 'kexin.wu'],
  ['徐嘉怡', 'Xu Jiayi', 'jiayi.xu'],
  ['孙博文', 'Sun Bowen', 'bowen.sun'],
] as const;

const PROJECTS: { name: [string, string]; description: [string, string]; categoryId: ProjectCategoryId }[] = [
  {
    name: ['企业级产品设计系统', 'Design system'],
    description: [
      '面向中后台的企业级产品设计系统与组件库',
      'An enterprise design system and component library for admin products',
    ],
    categoryId: 2,
  },
  {
    name: ['智能应用服务', 'Cloud intelligent apps'],
    description: ['云端智能应用的开发、部署与运维平台', 'Build, deploy and run intelligent apps in the cloud'],
    categoryId: 1,
  },
  {
    name: ['OCR 文本识别', 'OCR text recognition'],
    description: ['识别图片与扫描件中的文字，支持多语言', 'Reads the text of pictures and scans, in many languages'],
    categoryId: 1,
  },
  {
    name: ['内容资源管理', 'Content resource management'],
    description: ['统一管理图文、视频等内容资源', 'One place for image-text, video and other content'],
    categoryId: 1,
  },
  {
    name: ['今日头条内容管理', 'News content management'],
    description: ['新闻内容的采编、审核与分发', 'Editing, review and distribution of news content'],
    categoryId: 3,
  },
  {
    name: ['智能机器人', 'Intelligent robot'],
    description: ['面向客服场景的智能问答机器人', 'A question-answering robot for customer service'],
    categoryId: 1,
  },
  {
    name: ['品牌视觉升级', 'Brand refresh'],
    description: ['品牌标识、色彩与字体的全面升级', 'New logo, colours and type for the brand'],
    categoryId: 2,
  },
  {
    name: ['移动端改版', 'Mobile redesign'],
    description: ['移动端首页与导航的重新设计', 'A new home page and navigation for the mobile app'],
    categoryId: 2,
  },
  {
    name: ['图标库建设', 'Icon library'],
    description: ['统一风格的线性与面性图标库', 'Outline and filled icons in one style'],
    categoryId: 2,
  },
  {
    name: ['数据可视化规范', 'Data visualization guide'],
    description: ['图表配色、交互与使用场景规范', 'Colours, interactions and uses of charts'],
    categoryId: 2,
  },
  {
    name: ['双十一大促', 'Singles Day campaign'],
    description: ['十一月大促的活动页面与投放计划', 'Landing pages and ad plan for the November sale'],
    categoryId: 3,
  },
  {
    name: ['新品发布会', 'Product launch event'],
    description: ['新品发布会的直播与宣传物料', 'Live stream and materials for the launch event'],
    categoryId: 3,
  },
  {
    name: ['短视频推广', 'Short video promotion'],
    description: ['短视频平台的内容策划与投放', 'Content plan and placement on short video platforms'],
    categoryId: 3,
  },
  {
    name: ['会员增长计划', 'Membership growth'],
    description: ['会员拉新、促活与留存活动', 'Campaigns to win, activate and keep members'],
    categoryId: 3,
  },
  {
    name: ['支付网关', 'Payment gateway'],
    description: ['统一的支付接入与对账服务', 'One payment integration with reconciliation'],
    categoryId: 1,
  },
  {
    name: ['日志分析平台', 'Log analytics platform'],
    description: ['海量日志的采集、检索与告警', 'Collect, search and alert on large volumes of logs'],
    categoryId: 1,
  },
  {
    name: ['权限中心', 'Access control center'],
    description: ['统一的账号、角色与权限管理', 'Accounts, roles and permissions in one service'],
    categoryId: 1,
  },
  {
    name: ['线下门店活动', 'In-store events'],
    description: ['线下门店的节日主题活动', 'Holiday events in the shops'],
    categoryId: 3,
  },
];

/** `count` different items of `items`, in random order (a partial Fisher–Yates shuffle). */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

export async function seedDemoProjects(db: Db, { now, random }: DemoSeedContext): Promise<void> {
  const people = await db
    .insert(members)
    .values(
      MEMBERS.map(([zh, en, mail], i) => ({
        name: text(zh, en),
        email: `${mail}@example.com`,
        avatar: avatarUrl(AVATARS[i % AVATARS.length] ?? 'user'),
      })),
    )
    .returning({ id: members.id });
  const ids = people.map((person) => person.id);
  // Arco Design Pro's six are the newest, so the cards (newest first) open on them.
  await db.insert(projects).values(
    PROJECTS.map((project, i) => {
      const [ownerId, ...contributorIds] = sample(random, ids, random.int(3, 8)) as [number, ...number[]];
      return {
        name: text(...project.name),
        description: text(...project.description),
        categoryId: project.categoryId,
        ownerId,
        contributorIds,
        createdAt: new Date(now.getTime() - (i + 1) * 6 * DAY_MS),
      };
    }),
  );
}
