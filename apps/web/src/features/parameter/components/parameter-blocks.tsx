import { Skeleton } from '@arco-design/web-react';
import { BIT_RATE_UNIT, DEFAULT_PARAMETERS, FRAME_RATE_UNIT } from '@console/shared/parameter/constants';
import type { ApprovedParameters } from '@console/shared/parameter/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import styles from './parameter.module.css';

interface Block {
  title: MessageKey;
  rows: { label: MessageKey; value: string }[];
}

function blocksOf(
  parameters: ApprovedParameters,
  t: ReturnType<typeof useTranslation>['t'],
  original: boolean,
): Block[] {
  const { video, audio } = parameters;
  const fps = (value: number) => `${value} ${FRAME_RATE_UNIT}`;
  const kbps = (value: number) => `${value} ${BIT_RATE_UNIT}`;
  return [
    {
      title: original ? 'profile.originalVideo' : 'profile.video',
      rows: [
        { label: 'parameter.label.mode', value: t(`parameter.mode.${video.mode}`) },
        { label: 'parameter.label.acquisitionResolution', value: video.acquisition.resolution },
        { label: 'parameter.label.acquisitionFrameRate', value: fps(video.acquisition.frameRate) },
        { label: 'parameter.label.encodingResolution', value: video.encoding.resolution },
        { label: 'parameter.label.rateMin', value: kbps(video.encoding.rate.min) },
        { label: 'parameter.label.rateMax', value: kbps(video.encoding.rate.max) },
        { label: 'parameter.label.rateDefault', value: kbps(video.encoding.rate.default) },
        { label: 'parameter.label.encodingFrameRate', value: fps(video.encoding.frameRate) },
        { label: 'parameter.label.encodingProfile', value: video.encoding.profile },
      ],
    },
    {
      title: original ? 'profile.originalAudio' : 'profile.audio',
      rows: [
        { label: 'parameter.label.mode', value: t(`parameter.mode.${audio.mode}`) },
        {
          label: 'parameter.label.acquisitionChannels',
          value: t('parameter.channels', { count: audio.acquisition.channels }),
        },
        {
          label: 'parameter.label.encodingChannels',
          value: t('parameter.channels', { count: audio.encoding.channels }),
        },
        { label: 'parameter.label.encodingRate', value: kbps(audio.encoding.rate) },
        { label: 'parameter.label.encodingProfile', value: audio.encoding.profile },
      ],
    },
    {
      title: original ? 'profile.originalOther' : 'profile.other',
      rows: [
        { label: 'parameter.label.description', value: parameters.description || t('profile.noDescription') },
        {
          label: 'profile.inForceSince',
          value: parameters.approvedTime ? formatDateTime(parameters.approvedTime) : t('profile.defaults'),
        },
      ],
    },
  ];
}

export interface ParameterBlocksProps {
  /** Undefined while loading: a skeleton line stands for each value. */
  parameters: ApprovedParameters | undefined;
  /** Titles say "original". */
  original?: boolean;
}

/** A set of parameters as the profile shows it: video, audio, then description and validity, as label/value lists. */
export function ParameterBlocks({ parameters, original = false }: ParameterBlocksProps) {
  const { t } = useTranslation();
  // While loading: the same rows, a skeleton line for each value.
  const blocks = blocksOf(parameters ?? { ...DEFAULT_PARAMETERS, approvedTime: null }, t, original);
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <div key={block.title}>
          <h3 className={styles.blockTitle}>{t(block.title)}</h3>
          <dl className={styles.list}>
            {block.rows.map((row) => (
              <div
                key={row.label}
                className={row.label === 'parameter.label.description' ? `${styles.item} ${styles.wide}` : styles.item}
              >
                <dt className={styles.label}>{t(row.label)}</dt>
                <dd className={styles.value}>
                  {parameters ? row.value : <Skeleton animation text={{ rows: 1, width: 120 }} />}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
