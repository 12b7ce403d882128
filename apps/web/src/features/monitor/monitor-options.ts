import type { LiveMethod } from '@console/shared/monitor/constants';

/** The data statistic opens on video live, as Arco Design Pro's does. */
export const DEFAULT_LIVE_METHOD: LiveMethod = 'video';
