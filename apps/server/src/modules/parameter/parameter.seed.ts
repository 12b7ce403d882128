/**
 * A history of parameter changes in both locales: approvals and withdrawals over ten months, the
 * newest one waiting for approval, so the profile and its log look lived-in on the first start.
 */
import { DEFAULT_PARAMETERS, type ParameterRequestStatus } from '@console/shared/parameter/constants';
import type { AudioParameters, ParameterSet, VideoParameters } from '@console/shared/parameter/schemas';
import type { Db } from '../../db/client';
import { parameterRequests } from '../../db/schema/parameters';
import { bothLocales as text, type LocalizedText } from '../../lib/localized-text';
import type { DemoSeedContext } from '../module';
import { changeScope } from './parameter.service';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoChange {
  daysAgo: number;
  status: ParameterRequestStatus;
  /** The parameters asked for, from those current at the time. */
  change: (current: { video: VideoParameters; audio: AudioParameters }) => {
    video: VideoParameters;
    audio: AudioParameters;
  };
  description: LocalizedText;
}

const CHANGES: DemoChange[] = [
  {
    daysAgo: 300,
    status: 'passed',
    change: ({ video, audio }) => ({
      video: { ...video, encoding: { ...video.encoding, rate: { min: 300, max: 1000, default: 600 } } },
      audio: { ...audio, encoding: { ...audio.encoding, rate: 192 } },
    }),
    description: text('直播间上线时的初始参数。', 'Initial parameters for the launch of the live room.'),
  },
  {
    daysAgo: 240,
    status: 'passed',
    change: ({ video, audio }) => ({
      video: { ...video, encoding: { ...video.encoding, rate: { min: 400, max: 1200, default: 800 }, frameRate: 25 } },
      audio,
    }),
    description: text(
      '晚高峰观众增多，提高默认码率与帧率。',
      'More viewers at the evening peak: raise the default rate and the frame rate.',
    ),
  },
  {
    daysAgo: 205,
    status: 'cancelled',
    change: ({ video, audio }) => ({
      video: { ...video, acquisition: { resolution: '1080*1920', frameRate: 25 } },
      audio,
    }),
    description: text(
      '试用 1080p 采集；主播设备不支持，撤回。',
      "Try 1080p acquisition; withdrawn, the hosts' cameras cannot do it.",
    ),
  },
  {
    daysAgo: 150,
    status: 'passed',
    change: ({ video, audio }) => ({ video, audio: { ...audio, encoding: { ...audio.encoding, rate: 256 } } }),
    description: text('音乐类直播需要更高的音频码率。', 'Music shows need a higher audio rate.'),
  },
  {
    daysAgo: 95,
    status: 'cancelled',
    change: ({ video, audio }) => ({ video: { ...video, mode: 'mode1' }, audio: { ...audio, mode: 'mode1' } }),
    description: text(
      '评估匹配模式 1；与推流端不兼容，撤回。',
      'Evaluate match mode 1; withdrawn, the encoder does not support it.',
    ),
  },
  {
    daysAgo: 60,
    status: 'passed',
    change: () => ({
      video: {
        mode: 'custom',
        acquisition: { resolution: '1080*1920', frameRate: 30 },
        encoding: {
          resolution: '1080*1920',
          rate: { min: 800, max: 1800, default: 1200 },
          frameRate: 30,
          profile: 'high',
        },
      },
      audio: { mode: 'custom', acquisition: { channels: 2 }, encoding: { channels: 2, rate: 320, profile: 'AAC-LC' } },
    }),
    description: text('设备升级完成，直播全面切换到 1080p。', 'New cameras are in: move the live stream to 1080p.'),
  },
  {
    daysAgo: 21,
    status: 'passed',
    change: ({ video, audio }) => ({
      video: { ...video, encoding: { ...video.encoding, rate: { min: 500, max: 1800, default: 1200 } } },
      audio,
    }),
    description: text(
      '降低最低码率，弱网观众不再卡顿。',
      'Lower the min rate so viewers on weak networks stop stalling.',
    ),
  },
  {
    daysAgo: 2,
    status: 'auditing',
    change: ({ video, audio }) => ({
      video,
      audio: { ...audio, encoding: { ...audio.encoding, rate: 192, profile: 'HE-AAC' } },
    }),
    description: text('试用 HE-AAC 以节省移动端流量。', 'Try HE-AAC to save mobile data.'),
  },
];

/** The first demo account (the administrator) asked for every change and decided it a few hours later. */
export async function seedDemoParameters(tx: Db, { accounts, now }: DemoSeedContext): Promise<void> {
  const adminId = accounts[0]?.id ?? null;
  let current: ParameterSet = { ...DEFAULT_PARAMETERS, description: '' };
  const rows = CHANGES.map(({ daysAgo, status, change, description }, i) => {
    const asked: ParameterSet = { ...change(current), description: description['zh-CN'] };
    const scope = changeScope(current, asked);
    if (!scope) throw new Error(`demo change ${i} changes nothing`);
    if (status === 'passed') current = asked;
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const decided = status !== 'auditing';
    return {
      status,
      scope,
      video: asked.video,
      audio: asked.audio,
      description,
      requesterId: adminId,
      createdAt,
      deciderId: decided ? adminId : null,
      decidedAt: decided ? new Date(createdAt.getTime() + (i + 2) * HOUR_MS) : null,
    };
  });
  await tx.insert(parameterRequests).values(rows);
}
