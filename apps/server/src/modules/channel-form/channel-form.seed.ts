/** A history of channel forms in both locales: older ones launched, the newest in review. */
import type { ChannelFormStage, ChannelKeyword } from '@console/shared/channel-form/constants';
import type { Db } from '../../db/client';
import { bothLocales as text, type LocalizedText } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { createChannelFormStore, type NewChannelForm } from './channel-form.store';

const DAY_MS = 24 * 3600_000;

interface DemoForm {
  daysAgo: number;
  activityName: LocalizedText;
  advertisingSource: LocalizedText;
  advertisingMedia: string;
  keyword: ChannelKeyword[];
  pushNotify: boolean;
  advertisingContent: LocalizedText;
  promoteLink: string;
  stage: ChannelFormStage;
}

const FORMS: DemoForm[] = [
  {
    daysAgo: 210,
    activityName: text('春季新品推广', 'SpringLaunch'),
    advertisingSource: text('搜狐', 'Sohu'),
    advertisingMedia: 'CPC',
    keyword: ['toutiao'],
    pushNotify: true,
    advertisingContent: text(
      '春季新品上线，首周下单享八折优惠。',
      'Spring collection is live: 20% off for orders in the first week.',
    ),
    promoteLink: 'https://shop.console.example/spring',
    stage: 'launched',
  },
  {
    daysAgo: 150,
    activityName: text('618年中大促', 'MidYearSale618'),
    advertisingSource: text('新浪', 'Sina'),
    advertisingMedia: 'Banner',
    keyword: ['toutiao', 'huoshan'],
    pushNotify: true,
    advertisingContent: text(
      '年中大促全场满减，直播间每晚八点抽奖。',
      'Mid-year sale across the store, with a prize draw in the live room every night at 8 pm.',
    ),
    promoteLink: 'https://shop.console.example/618',
    stage: 'launched',
  },
  {
    daysAgo: 96,
    activityName: text('暑期直播季', 'SummerLive'),
    advertisingSource: text('网易', 'NetEase'),
    advertisingMedia: 'EDM',
    keyword: ['huoshan'],
    pushNotify: false,
    advertisingContent: text(
      '暑期每周三场主题直播，订阅即可收到开播提醒。',
      'Three themed live shows a week all summer; subscribe to be told when they start.',
    ),
    promoteLink: 'https://live.console.example/summer',
    stage: 'launched',
  },
  {
    daysAgo: 52,
    activityName: text('开学季好物', 'BackToSchool'),
    advertisingSource: text('搜狐', 'Sohu'),
    advertisingMedia: 'CPC',
    keyword: ['toutiao'],
    pushNotify: true,
    advertisingContent: text(
      '开学必备清单，学生认证再减十元。',
      'The back-to-school list, with another 10 yuan off for verified students.',
    ),
    promoteLink: 'https://shop.console.example/school',
    stage: 'safetyTest',
  },
  {
    daysAgo: 18,
    activityName: text('国庆出游节', 'GoldenWeekTrip'),
    advertisingSource: text('新浪', 'Sina'),
    advertisingMedia: 'Banner',
    keyword: ['toutiao', 'huoshan'],
    pushNotify: true,
    advertisingContent: text(
      '国庆出游攻略合集，预订酒店享延迟退房。',
      'Travel guides for the National Day holiday, with late check-out on hotel bookings.',
    ),
    promoteLink: 'https://trip.console.example/golden-week',
    stage: 'certificate',
  },
  {
    daysAgo: 2,
    activityName: text('双11预热', 'Singles11Warmup'),
    advertisingSource: text('网易', 'NetEase'),
    advertisingMedia: 'CPC',
    keyword: ['huoshan'],
    pushNotify: true,
    advertisingContent: text('双11预售开启，定金翻倍抵扣。', 'Singles Day pre-sale is open: deposits count double.'),
    promoteLink: 'https://shop.console.example/11-11',
    stage: 'leaderReview',
  },
];

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first demo account (the administrator) submitted them, a few days before each promotion. */
export async function seedDemoChannelForms(tx: Db, { accounts, now }: DemoSeedContext): Promise<void> {
  const submitterId = accounts[0]?.id ?? null;
  const rows = FORMS.map((form): NewChannelForm => {
    const submitted = now.getTime() - form.daysAgo * DAY_MS;
    return {
      submitterId,
      activityName: form.activityName,
      channelType: 'appGeneral',
      promotionFrom: day(submitted + 3 * DAY_MS),
      promotionTo: day(submitted + 17 * DAY_MS),
      promoteLink: form.promoteLink,
      advertisingSource: form.advertisingSource,
      advertisingMedia: text(form.advertisingMedia, form.advertisingMedia),
      keywords: form.keyword,
      pushNotify: form.pushNotify,
      advertisingContent: form.advertisingContent,
      stage: form.stage,
      createdAt: new Date(submitted),
    };
  });
  await createChannelFormStore(tx).insertMany(rows);
}
