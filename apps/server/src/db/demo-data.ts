/** Demo accounts and messages seeded into an empty database in demo mode. */
import type { MessageType, Role } from '@console/shared';

export const AVATAR_BASE = '/member-api/static/avatars';

export interface DemoAccount {
  username: string;
  password: string;
  roles: Role[];
  profile: {
    name: string;
    avatar: string;
    job: string;
    jobName: string;
    organization: string;
    organizationName: string;
    location: string;
    locationName: string;
    email: string;
    introduction: string;
    personalWebsite: string;
    phone: string;
    accountId: string;
    certification: number;
  };
  registeredAt: Date;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    password: 'admin',
    roles: ['admin', 'user'],
    profile: {
      name: '林知远',
      avatar: `${AVATAR_BASE}/admin.svg`,
      job: 'architect',
      jobName: '平台架构师',
      organization: 'platform',
      organizationName: '平台研发部',
      location: 'hangzhou',
      locationName: '杭州',
      email: 'lin.zhiyuan@console.example',
      introduction: '负责控制台平台与权限体系，喜欢把复杂的事情做简单。',
      personalWebsite: 'https://console.example/~lin',
      phone: '138****2046',
      accountId: '60210315001',
      certification: 1,
    },
    registeredAt: new Date('2021-03-15T09:24:00Z'),
  },
  {
    username: 'user',
    password: 'user',
    roles: ['user'],
    profile: {
      name: '陈思雨',
      avatar: `${AVATAR_BASE}/user.svg`,
      job: 'operator',
      jobName: '内容运营',
      organization: 'content',
      organizationName: '内容运营部',
      location: 'shanghai',
      locationName: '上海',
      email: 'chen.siyu@console.example',
      introduction: '关注内容质量与用户增长，每周整理一次运营周报。',
      personalWebsite: 'https://console.example/~chen',
      phone: '139****5173',
      accountId: '60220718002',
      certification: 0,
    },
    registeredAt: new Date('2022-07-18T02:10:00Z'),
  },
];

export interface DemoMessage {
  type: MessageType;
  title: string;
  subTitle: string;
  avatar?: string;
  content: string;
  messageType?: number;
  read: boolean;
  /** How long ago the message arrived. */
  minutesAgo: number;
}

const avatar = (name: string) => `${AVATAR_BASE}/${name}.svg`;

const SHARED_MESSAGES: DemoMessage[] = [
  { type: 'message', title: '郑晓峰', subTitle: '的私信', avatar: avatar('team'), content: '下周的版本评审改到周二上午十点，记得带上需求清单。', read: false, minutesAgo: 12 },
  { type: 'message', title: '审核小组', subTitle: '的回复', avatar: avatar('review'), content: '你提交的「秋季活动」文案已通过审核，可以排期上线。', read: false, minutesAgo: 95 },
  { type: 'message', title: '周明', subTitle: '的私信', avatar: avatar('team'), content: '数据看板的导出格式我改好了，麻烦有空看一下。', read: true, minutesAgo: 60 * 26 },
  { type: 'notice', title: '系统维护通知', subTitle: '', avatar: avatar('system'), content: '本周六 02:00–04:00 进行数据库升级，期间控制台只读。', messageType: 3, read: false, minutesAgo: 30 },
  { type: 'notice', title: '登录安全提醒', subTitle: '', avatar: avatar('security'), content: '你的账号在新的设备上登录，如非本人操作请立即修改密码。', messageType: 1, read: true, minutesAgo: 60 * 5 },
  { type: 'todo', title: '审批：渠道投放预算', subTitle: '', content: '市场部提交的第四季度渠道预算等待你的审批。', messageType: 0, read: false, minutesAgo: 45 },
  { type: 'todo', title: '完成季度复盘文档', subTitle: '', content: '请在周五前完成本季度的项目复盘并提交给团队。', messageType: 2, read: false, minutesAgo: 60 * 3 },
  { type: 'todo', title: '续费内容分发服务', subTitle: '', content: '内容分发服务将在 7 天后到期，请及时续费。', messageType: 3, read: true, minutesAgo: 60 * 48 },
];

const ADMIN_ONLY_MESSAGES: DemoMessage[] = [
  { type: 'notice', title: '新成员加入', subTitle: '', avatar: avatar('team'), content: '陈思雨已加入「内容运营部」，请为其分配权限。', messageType: 1, read: false, minutesAgo: 20 },
  { type: 'todo', title: '复核监控告警规则', subTitle: '', content: '上周新增的三条告警规则需要管理员复核后启用。', messageType: 0, read: false, minutesAgo: 60 * 2 },
];

export const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
  admin: [...SHARED_MESSAGES, ...ADMIN_ONLY_MESSAGES],
  user: SHARED_MESSAGES,
};
