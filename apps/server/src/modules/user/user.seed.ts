/**
 * The demo accounts (`admin`/`admin`, `user`/`user`, and `guest`/`Guest-Pass1`, a plain account with
 * a password that meets the rules, to try the password change on), seeded into an empty database in demo mode.
 */
import type { Role } from '@console/shared';
import { avatarUrl } from '../../lib/avatars';

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
    countryRegion: string;
    area: string;
    address: string;
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
      avatar: avatarUrl('admin'),
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
      countryRegion: 'china',
      area: 'xihu',
      address: '文三路 90 号',
    },
    registeredAt: new Date('2021-03-15T09:24:00Z'),
  },
  {
    username: 'user',
    password: 'user',
    roles: ['user'],
    profile: {
      name: '陈思雨',
      avatar: avatarUrl('user'),
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
      countryRegion: 'china',
      area: 'pudong',
      address: '世纪大道 100 号',
    },
    registeredAt: new Date('2022-07-18T02:10:00Z'),
  },
  {
    username: 'guest',
    password: 'Guest-Pass1',
    roles: ['user'],
    profile: {
      name: '访客',
      avatar: '',
      job: '',
      jobName: '',
      organization: '',
      organizationName: '',
      location: '',
      locationName: '',
      email: '',
      introduction: '',
      personalWebsite: '',
      phone: '',
      accountId: '60261126003',
      certification: 0,
      countryRegion: '',
      area: '',
      address: '',
    },
    registeredAt: new Date('2026-11-26T08:00:00Z'),
  },
];
