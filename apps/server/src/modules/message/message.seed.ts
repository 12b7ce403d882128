/** The demo accounts' message box: messages, notices and to-dos, some read, in every locale. */
import type { MessageTag, MessageType } from '@console/shared';
import type { Db } from '../../db/client';
import { avatarUrl } from '../../lib/avatars';
import { bothLocales as text, type LocalizedText } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { createMessageStore } from './message.store';

interface DemoMessage {
  type: MessageType;
  title: LocalizedText;
  subTitle: LocalizedText;
  avatar?: string;
  content: LocalizedText;
  messageType?: MessageTag;
  read: boolean;
  /** How long ago the message arrived. */
  minutesAgo: number;
}

const NONE = text('', '');
const PRIVATE_MESSAGE = text('的私信', 'sent you a private message');
const REPLY = text('的回复', 'replied');

const SHARED_MESSAGES: DemoMessage[] = [
  {
    type: 'message',
    title: text('郑晓峰', 'Zheng Xiaofeng'),
    subTitle: PRIVATE_MESSAGE,
    avatar: avatarUrl('team'),
    content: text(
      '下周的版本评审改到周二上午十点，记得带上需求清单。',
      "Next week's release review moves to Tuesday at 10 a.m.: bring the requirements list.",
    ),
    read: false,
    minutesAgo: 12,
  },
  {
    type: 'message',
    title: text('审核小组', 'The review team'),
    subTitle: REPLY,
    avatar: avatarUrl('review'),
    content: text(
      '你提交的「秋季活动」文案已通过审核，可以排期上线。',
      'Your "Autumn campaign" copy passed review and can be scheduled to go live.',
    ),
    read: false,
    minutesAgo: 95,
  },
  {
    type: 'message',
    title: text('周明', 'Zhou Ming'),
    subTitle: PRIVATE_MESSAGE,
    avatar: avatarUrl('team'),
    content: text(
      '数据看板的导出格式我改好了，麻烦有空看一下。',
      'I changed the export format of the data board: please have a look when you can.',
    ),
    read: true,
    minutesAgo: 60 * 26,
  },
  {
    type: 'notice',
    title: text('系统维护通知', 'Scheduled maintenance'),
    subTitle: NONE,
    avatar: avatarUrl('system'),
    content: text(
      '本周六 02:00–04:00 进行数据库升级，期间控制台只读。',
      'The database is upgraded this Saturday 02:00–04:00; the console is read-only meanwhile.',
    ),
    messageType: 3,
    read: false,
    minutesAgo: 30,
  },
  {
    type: 'notice',
    title: text('登录安全提醒', 'Sign-in security alert'),
    subTitle: NONE,
    avatar: avatarUrl('security'),
    content: text(
      '你的账号在新的设备上登录，如非本人操作请立即修改密码。',
      'Your account signed in on a new device. If this was not you, change your password now.',
    ),
    messageType: 1,
    read: true,
    minutesAgo: 60 * 5,
  },
  {
    type: 'todo',
    title: text('审批：渠道投放预算', 'Approve: channel budget'),
    subTitle: NONE,
    content: text(
      '市场部提交的第四季度渠道预算等待你的审批。',
      "Marketing's fourth-quarter channel budget awaits your approval.",
    ),
    messageType: 0,
    read: false,
    minutesAgo: 45,
  },
  {
    type: 'todo',
    title: text('完成季度复盘文档', 'Write the quarterly review'),
    subTitle: NONE,
    content: text(
      '请在周五前完成本季度的项目复盘并提交给团队。',
      "Finish this quarter's project review and send it to the team by Friday.",
    ),
    messageType: 2,
    read: false,
    minutesAgo: 60 * 3,
  },
  {
    type: 'todo',
    title: text('续费内容分发服务', 'Renew the content delivery service'),
    subTitle: NONE,
    content: text(
      '内容分发服务将在 7 天后到期，请及时续费。',
      'The content delivery service expires in 7 days: renew it in time.',
    ),
    messageType: 3,
    read: true,
    minutesAgo: 60 * 48,
  },
];

const ADMIN_ONLY_MESSAGES: DemoMessage[] = [
  {
    type: 'notice',
    title: text('新成员加入', 'New team member'),
    subTitle: NONE,
    avatar: avatarUrl('team'),
    content: text(
      '陈思雨已加入「内容运营部」，请为其分配权限。',
      'Chen Siyu joined Content Operations: please grant the permissions they need.',
    ),
    messageType: 1,
    read: false,
    minutesAgo: 20,
  },
  {
    type: 'todo',
    title: text('复核监控告警规则', 'Review the monitoring alert rules'),
    subTitle: NONE,
    content: text(
      '上周新增的三条告警规则需要管理员复核后启用。',
      'The three alert rules added last week need an administrator to review them before they are enabled.',
    ),
    messageType: 0,
    read: false,
    minutesAgo: 60 * 2,
  },
];

const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
  admin: [...SHARED_MESSAGES, ...ADMIN_ONLY_MESSAGES],
  user: SHARED_MESSAGES,
};

export async function seedDemoMessages(tx: Db, { accounts, now }: DemoSeedContext): Promise<void> {
  const messages = createMessageStore(tx);
  for (const account of accounts) {
    await messages.insertMany(
      (DEMO_MESSAGES[account.username] ?? []).map(({ read, minutesAgo, ...message }) => ({
        ...message,
        userId: account.id,
        status: read ? 1 : 0,
        createdAt: new Date(now.getTime() - minutesAgo * 60_000),
      })),
    );
  }
}
