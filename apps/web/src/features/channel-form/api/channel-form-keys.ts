import type { Locale } from '@console/shared';

/** Query keys of the channel form: `all → draft`, `all → latest → latest(locale)`. */
export const channelFormKeys = {
  all: ['channel-form'] as const,
  draft: () => [...channelFormKeys.all, 'draft'] as const,
  latestAll: () => [...channelFormKeys.all, 'latest'] as const,
  /** The server answers the texts in the language they were written in when the caller's is missing. */
  latest: (locale: Locale) => [...channelFormKeys.latestAll(), locale] as const,
};
