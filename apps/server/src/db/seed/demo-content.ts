import { CONTENT_CATEGORIES, type ContentCategory } from '@console/shared';
import type { Db } from '../client';
import { comments, contentItems } from '../schema/content';
import type { Random } from './random';

const DAY_MS = 24 * 3600_000;
/** Days of content history: enough for the 8-day chart and the weekly comparisons. */
const CONTENT_HISTORY_DAYS = 21;
const COMMENT_HISTORY_DAYS = 8;
const CHUNK = 1000;

const SUBJECTS: Record<ContentCategory, readonly string[]> = {
  text: ['城市夜读', '科技周刊', '财经观察', '教育前沿', '健康生活', '旅行笔记', '职场心得', '美食地图'],
  image: ['航拍山河', '街头瞬间', '四季花语', '星空摄影', '城市建筑', '萌宠日常', '非遗手作', '海岸风光'],
  video: ['一分钟科普', '国风舞蹈', '厨房实验室', '运动训练营', '纪录片精选', '手工教程', '音乐现场', '开箱测评'],
};
const TOPICS = ['新趋势解读', '十大看点', '入门指南', '幕后故事', '年度盘点', '深度访谈', '实用技巧', '热门话题'];
const AUTHORS = ['晨风', '北岸', '山海', '小鹿', '星河', '青禾', '远舟', '云朵', '木木', '阿哲'];
const REMARKS = ['写得很好，收藏了', '期待下一期', '学到了', '画面太美了', '有没有更多资料？', '转发给朋友了', '支持一下', '讲得很清楚'];

/** Content per day rises through the week, with noise, like a real channel. */
const itemsOn = (random: Random, day: Date) => 40 + day.getUTCDay() * 6 + random.int(0, 40);

export async function seedDemoContent(db: Db, random: Random, now: Date): Promise<void> {
  const items: (typeof contentItems.$inferInsert)[] = [];
  for (let daysAgo = CONTENT_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
    // Today only holds what was created before now.
    const span = Math.min(DAY_MS, now.getTime() - dayStart);
    for (let i = itemsOn(random, new Date(dayStart)); i > 0; i--) {
      const category = random.pick(CONTENT_CATEGORIES);
      const clicks = Math.floor(random.next() ** 3 * 4_000_000) + random.int(100, 5000);
      items.push({
        title: `${random.pick(SUBJECTS[category])}：${random.pick(TOPICS)}`,
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
    const inserted = await db.insert(contentItems).values(items.slice(at, at + CHUNK)).returning({ id: contentItems.id });
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
  for (let at = 0; at < newComments.length; at += CHUNK) await db.insert(comments).values(newComments.slice(at, at + CHUNK));
}
