/** The card list's demo queues, services and rule presets, in both locales. */
import type { Db } from '../../db/client';
import { qualityInspections, rulePresets, serviceCards } from '../../db/schema/cards';
import { bothLocales as text } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';

const DAY_MS = 24 * 3600_000;

const QUALITY_INSPECTIONS = [
  {
    name: text('视频', 'Video'),
    title: text('视频类-历史导入', 'Video – history import'),
    description: text('历史视频批量导入后的质检队列', 'Inspection queue for videos imported from the archive'),
    pendingInspections: 120,
    backlogSeconds: 60,
    pendingSampling: 0,
  },
  {
    name: text('图文', 'Image-text'),
    title: text('图文类-图片版权', 'Image-text – image copyright'),
    description: text('检查图文内容中图片的版权信息', 'Checks the copyright of pictures in image-text content'),
    pendingInspections: 86,
    backlogSeconds: 45,
    pendingSampling: 12,
  },
  {
    name: text('图文', 'Image-text'),
    title: text('图文类-高清图片', 'Image-text – HD images'),
    description: text('抽检高清图片的清晰度与尺寸', 'Samples HD pictures for sharpness and size'),
    pendingInspections: 35,
    backlogSeconds: 30,
    pendingSampling: 4,
  },
];

const SERVICES = [
  {
    icon: 'filter',
    title: text('漏斗分析', 'Funnel analysis'),
    description: text(
      '用户行为分析之漏斗分析模型是企业实现精细化运营、进行用户行为分析的重要数据分析模型。',
      'The funnel model of user behaviour analysis helps a business run fine-grained operations.',
    ),
    enabled: true,
    expiresInDays: 180,
  },
  {
    icon: 'filter',
    title: text('用户分布', 'User distribution'),
    description: text(
      '快速诊断用户人群，地域细分情况，了解数据分布的集中度，以及主要的数据分布的区间段是什么。',
      'Diagnoses user groups and regions, and shows where the data concentrates.',
    ),
    enabled: true,
    expiresInDays: -10,
  },
  {
    icon: 'filter',
    title: text('资源分发', 'Resource distribution'),
    description: text(
      '移动端动态化资源分发解决方案。提供稳定、安全、高效、可靠的资源分发服务。',
      'Dynamic resource delivery for mobile apps: stable, secure, efficient and reliable.',
    ),
    enabled: false,
    expiresInDays: 365,
  },
  {
    icon: 'filter',
    title: text('用户画像分析', 'User portrait analysis'),
    description: text(
      '用户画像就是将典型用户信息标签化，根据用户特征、业务场景和用户行为等信息，构建一个标签化的用户模型。',
      'Builds a tagged user model from user traits, business scenarios and behaviour.',
    ),
    enabled: true,
    expiresInDays: null,
  },
];

const PRESETS = [
  {
    title: text('内容屏蔽规则', 'Content blocking rule'),
    description: text(
      '用户在执行特定的内容分发任务时，可使用内容屏蔽规则根据特定标签，过滤内容集合。',
      'Filters a content set by tags during distribution tasks.',
    ),
    enabled: true,
  },
  {
    title: text('内容置顶规则', 'Content pinning rule'),
    description: text(
      '该规则支持用户在执行特定内容分发任务时，对固定的几条内容置顶。',
      'Pins a few chosen items to the top of a distribution task.',
    ),
    enabled: true,
  },
  {
    title: text('内容加权规则', 'Content weighting rule'),
    description: text(
      '选定内容加权规则后可自定义从不同内容集合获取内容的百分比。',
      'Sets the share of content taken from each content set.',
    ),
    enabled: false,
  },
  {
    title: text('内容分发规则', 'Content distribution rule'),
    description: text(
      '选定内容分发规则后，可自定义内容分发的渠道与频次。',
      'Chooses the channels and frequency of distribution.',
    ),
    enabled: true,
  },
  {
    title: text('违禁内容识别', 'Prohibited content recognition'),
    description: text(
      '自动识别违禁内容并在分发前拦截。',
      'Recognizes prohibited content and stops it before distribution.',
    ),
    enabled: false,
  },
  {
    title: text('多语言文字符号识别', 'Multi-language symbol recognition'),
    description: text(
      '精准识别英语、维语、藏语、蒙古语、朝鲜语等多种语言以及 emoji 表情形态的语义识别。',
      'Recognizes text in many languages and the meaning of emoji.',
    ),
    enabled: false,
  },
];

export async function seedDemoCards(db: Db, { now }: DemoSeedContext): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db
    .insert(qualityInspections)
    .values(QUALITY_INSPECTIONS.map((item, i) => ({ ...item, createdAt: ago(30 - i * 7) })));
  await db.insert(serviceCards).values(
    SERVICES.map(({ expiresInDays, ...service }) => ({
      ...service,
      expiresAt: expiresInDays === null ? null : ago(-expiresInDays),
    })),
  );
  await db.insert(rulePresets).values(PRESETS);
}
