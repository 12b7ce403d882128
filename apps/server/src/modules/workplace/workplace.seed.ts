/** The Workplace's demo data: content with its clicks and comments, and announcements (the wallet module seeds the wallets). */
import { CONTENT_CATEGORIES, type AnnouncementType, type ContentCategory } from '@console/shared/workplace/constants';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../lib/localized-text';
import { comments, contentItems } from '../../db/schema/content';
import { announcements } from '../../db/schema/workplace';
import { bothLocales as text } from '../../lib/localized-text';
import type { Random } from '../../lib/random';
import type { DemoSeedContext } from '../module';

const DAY_MS = 24 * 3600_000;
/** Days of content history: enough for the 8-day chart and the weekly comparisons. */
const CONTENT_HISTORY_DAYS = 21;
const COMMENT_HISTORY_DAYS = 8;
const CHUNK = 1000;

/** Title parts in both locales: a title is "<subject>: <topic>" in the reader's language. */
const SUBJECTS: Record<ContentCategory, readonly LocalizedText[]> = {
  text: [
    text('城市夜读', 'City night reads'),
    text('科技周刊', 'Tech weekly'),
    text('财经观察', 'Finance watch'),
    text('教育前沿', 'Education frontier'),
    text('健康生活', 'Healthy living'),
    text('旅行笔记', 'Travel notes'),
    text('职场心得', 'Working life'),
    text('美食地图', 'Food map'),
  ],
  image: [
    text('航拍山河', 'Rivers and hills from above'),
    text('街头瞬间', 'Street moments'),
    text('四季花语', 'Flowers of the seasons'),
    text('星空摄影', 'Night sky photography'),
    text('城市建筑', 'City architecture'),
    text('萌宠日常', 'Pets at home'),
    text('非遗手作', 'Heritage crafts'),
    text('海岸风光', 'Coastlines'),
  ],
  video: [
    text('一分钟科普', 'Science in a minute'),
    text('国风舞蹈', 'Classical Chinese dance'),
    text('厨房实验室', 'Kitchen lab'),
    text('运动训练营', 'Training camp'),
    text('纪录片精选', 'Documentary picks'),
    text('手工教程', 'Handicraft lessons'),
    text('音乐现场', 'Live music'),
    text('开箱测评', 'Unboxing reviews'),
  ],
};
const TOPICS: readonly LocalizedText[] = [
  text('新趋势解读', 'new trends explained'),
  text('十大看点', 'ten highlights'),
  text('入门指南', "a beginner's guide"),
  text('幕后故事', 'behind the scenes'),
  text('年度盘点', 'the year in review'),
  text('深度访谈', 'in-depth interview'),
  text('实用技巧', 'practical tips'),
  text('热门话题', 'trending topics'),
];
const contentTitle = (subject: LocalizedText, topic: LocalizedText) =>
  text(`${subject['zh-CN']}：${topic['zh-CN']}`, `${subject['en-US']}: ${topic['en-US']}`);
const AUTHORS = ['晨风', '北岸', '山海', '小鹿', '星河', '青禾', '远舟', '云朵', '木木', '阿哲'];
const REMARKS = [
  '写得很好，收藏了',
  '期待下一期',
  '学到了',
  '画面太美了',
  '有没有更多资料？',
  '转发给朋友了',
  '支持一下',
  '讲得很清楚',
];

/** Content per day rises through the week, with noise, like a real channel. */
const itemsOn = (random: Random, day: Date) => 40 + day.getUTCDay() * 6 + random.int(0, 40);

async function seedContent(db: Db, random: Random, now: Date): Promise<void> {
  const items: (typeof contentItems.$inferInsert)[] = [];
  for (let daysAgo = CONTENT_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
    // Today only holds what was created before now.
    const span = Math.min(DAY_MS, now.getTime() - dayStart);
    for (let i = itemsOn(random, new Date(dayStart)); i > 0; i--) {
      const category = random.pick(CONTENT_CATEGORIES);
      const clicks = Math.floor(random.next() ** 3 * 4_000_000) + random.int(100, 5000);
      items.push({
        title: contentTitle(random.pick(SUBJECTS[category]), random.pick(TOPICS)),
        category,
        status: random.chance(0.85) ? 'online' : 'offline',
        putIn: random.chance(0.6),
        clicks,
        dailyClicks: Math.floor(clicks * random.next() * 0.3),
        createdAt: new Date(dayStart + random.int(0, span - 1)),
      });
    }
  }
  const ids: number[] = [];
  for (let at = 0; at < items.length; at += CHUNK) {
    const inserted = await db
      .insert(contentItems)
      .values(items.slice(at, at + CHUNK))
      .returning({ id: contentItems.id });
    ids.push(...inserted.map((row) => row.id));
  }

  // Comments grow day after day, so "new from yesterday" has something to show.
  const newComments: (typeof comments.$inferInsert)[] = [];
  for (let windowsAgo = COMMENT_HISTORY_DAYS - 1; windowsAgo >= 0; windowsAgo--) {
    const windowEnd = now.getTime() - windowsAgo * DAY_MS;
    for (let n = random.int(70, 90) + (COMMENT_HISTORY_DAYS - windowsAgo) * 6; n > 0; n--) {
      newComments.push({
        contentId: random.pick(ids),
        author: random.pick(AUTHORS),
        body: random.pick(REMARKS),
        createdAt: new Date(windowEnd - random.int(1, DAY_MS - 1)),
      });
    }
  }
  for (let at = 0; at < newComments.length; at += CHUNK)
    await db.insert(comments).values(newComments.slice(at, at + CHUNK));
}

const ANNOUNCEMENTS: [AnnouncementType, LocalizedText][] = [
  ['activity', text('内容最新优惠活动', 'Latest content promotion')],
  [
    'message',
    text('新增内容尚未通过审核，详情请点击查看。', 'New content has not passed review yet: open it for details.'),
  ],
  ['notice', text('当前产品试用期即将结束，如需续费请点击查看。', 'Your product trial ends soon: open it to renew.')],
  ['notice', text('1 月新系统升级计划通知', 'January system upgrade plan')],
  ['message', text('新增内容已经通过审核，详情请点击查看。', 'New content has passed review: open it for details.')],
];

async function seedAnnouncements(db: Db, now: Date): Promise<void> {
  await db
    .insert(announcements)
    .values(
      ANNOUNCEMENTS.map(([type, content], i) => ({ type, content, createdAt: new Date(now.getTime() - i * DAY_MS) })),
    );
}

export async function seedDemoWorkplace(tx: Db, { random, now }: DemoSeedContext): Promise<void> {
  await seedContent(tx, random, now);
  await seedAnnouncements(tx, now);
}
