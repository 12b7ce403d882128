/** The studio's demo audience: names and what they write, by kind, for the demo seed's history and the simulator. */
import type { ChatCategory } from '@console/shared/monitor/constants';
import type { Random } from '../../lib/random';

const AUDIENCE = [
  '小鹿乱撞',
  'Mia_Chen',
  '夜航星',
  'orbit42',
  '阿卷',
  'Leo Wang',
  '晴天娃娃',
  'pixel_fox',
  '柠檬不萌',
  'Sam',
];

const LINES: Record<ChatCategory, readonly string[]> = {
  comment: [
    '画面好清晰！',
    '主播今天状态真好',
    'Greetings from Hangzhou!',
    '这个配色太好看了',
    'The sound is perfect now',
    '来了来了',
    'Love this segment',
  ],
  question: [
    '下一场什么时候开始？',
    'Where can I find the replay?',
    '这个功能怎么开启？',
    'Is there a discount code today?',
    '能再讲一遍刚才的步骤吗？',
  ],
  gift: ['送出了 小心心 ×10', 'sent a rocket 🚀', '送出了 鲜花 ×3', 'sent 5 stars ⭐'],
};

/** A simulated viewer's chat message. */
export function demoChatMessage(random: Random): { username: string; content: string; category: ChatCategory } {
  const category = random.pick<ChatCategory>(['comment', 'comment', 'comment', 'question', 'gift']);
  return { username: random.pick(AUDIENCE), content: random.pick(LINES[category]), category };
}
