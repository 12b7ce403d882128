import type { Locale } from '@console/shared';
import type { ProjectCardQuery } from '@console/shared/project/schemas';

/**
 * Query keys of the projects: `all → cards(query) | detail(id) | activity(id, page) | members`.
 * The locale is part of each key: the server answers names in the language the client asks for.
 */
export const projectKeys = {
  all: ['projects'] as const,
  cards: (query: Partial<ProjectCardQuery>, locale: Locale) => [...projectKeys.all, 'cards', query, locale] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number, locale: Locale) => [...projectKeys.details(), id, locale] as const,
  activity: (id: number, current: number, locale: Locale) =>
    [...projectKeys.all, 'activity', id, current, locale] as const,
  members: (locale: Locale) => [...projectKeys.all, 'members', locale] as const,
};
