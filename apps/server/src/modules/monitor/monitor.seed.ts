/** The demo studio: its information in the admin's hands, a rotation of programs and a chat with some history. */
import { LIVE_METHODS } from '@console/shared/monitor/constants';
import type { Db } from '../../db/client';
import { bothLocales, type LocalizedText } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { demoChatMessage } from './monitor.demo';
import { createMonitorStore } from './monitor.store';

/** The rotation's titles, in each language. */
const PROGRAM_NAMES: LocalizedText[] = [
  bothLocales('新品发布会', 'Product launch event'),
  bothLocales('产品答疑专场', 'Product Q&A session'),
  bothLocales('每周技术分享', 'Weekly tech talk'),
  bothLocales('幕后花絮', 'Behind the scenes'),
  bothLocales('直播问答', 'Live Q&A'),
  bothLocales('城市夜景慢直播', 'City lights at night'),
  bothLocales('设计分享会', 'Design sharing session'),
  bothLocales('早间新闻', 'Morning news'),
];
const CHAT_HISTORY = 24;

export async function seedDemoMonitor(tx: Db, { accounts, now, random }: DemoSeedContext): Promise<void> {
  const monitor = createMonitorStore(tx);
  const row = await monitor.studio();
  if (!row) return;
  const studioId = row.studio.id;
  await monitor.update(studioId, {
    ownerId: accounts.find((account) => account.username === 'admin')?.id ?? null,
    title: '林知远的直播间',
    notification: '今晚 20:00 新品发布，欢迎准时收看！',
    category: '科技',
    tag: '新品发布',
  });
  await monitor.insertPrograms(
    PROGRAM_NAMES.map((name, position) => ({
      studioId,
      name,
      position,
      liveMethod: position === 0 ? 'video' : random.pick(LIVE_METHODS),
      durationSeconds: random.int(90, 2 * 3600),
      code: random.int(0x1000_0000, 0xffff_ffff).toString(16),
      // The first program is Arco Design Pro's audit-failed one.
      status: position === 0 || random.chance(0.15) ? -1 : 0,
    })),
  );
  const start = now.getTime() - CHAT_HISTORY * 40_000;
  await monitor.insertChat(
    Array.from({ length: CHAT_HISTORY }, (_, i) => ({
      ...demoChatMessage(random),
      studioId,
      userId: null,
      isCollect: random.chance(0.15),
      createdAt: new Date(start + i * 40_000),
    })),
  );
}
