import {
  AUDIO_CHANNEL_COUNTS,
  AUDIO_PROFILES,
  PARAMETER_MODES,
  VIDEO_PROFILES,
  VIDEO_RESOLUTIONS,
} from '@console/shared/parameter/constants';
import type { TFunction } from '@/lib/i18n/i18n-core';
import type { MessageKey } from '@/lib/i18n/i18n';

/** Values shown as they are (resolutions, codec profiles) need no translation. */
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The options of each select of the parameters, labelled in the current language. */
export function parameterOptions(t: TFunction<MessageKey>) {
  return {
    mode: PARAMETER_MODES.map((value) => ({ value, label: t(`parameter.mode.${value}`) })),
    resolution: plain(VIDEO_RESOLUTIONS),
    videoProfile: plain(VIDEO_PROFILES),
    audioProfile: plain(AUDIO_PROFILES),
    channels: AUDIO_CHANNEL_COUNTS.map((value) => ({ value, label: t('parameter.channels', { count: value }) })),
  };
}
