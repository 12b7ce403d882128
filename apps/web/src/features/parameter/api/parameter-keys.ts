import type { Locale } from '@console/shared';

/**
 * Query keys of the stream parameters: `all → profile(locale)`, `all → log(locale, page)`. The
 * locale is part of each key: the server answers descriptions and log texts in the caller's language.
 */
export const parameterKeys = {
  all: ['parameter'] as const,
  profile: (locale: Locale) => [...parameterKeys.all, 'profile', locale] as const,
  log: (locale: Locale, current: number, pageSize: number) =>
    [...parameterKeys.all, 'log', locale, current, pageSize] as const,
};
