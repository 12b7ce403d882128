import type { ContentCategory } from '@console/shared';

/** Query keys of the Workplace blocks. */
export const workplaceKeys = {
  all: ['workplace'] as const,
  stats: () => [...workplaceKeys.all, 'stats'] as const,
  contentData: () => [...workplaceKeys.all, 'content-data'] as const,
  popular: (type: ContentCategory) => [...workplaceKeys.all, 'popular', type] as const,
  categories: () => [...workplaceKeys.all, 'content-categories'] as const,
  announcements: () => [...workplaceKeys.all, 'announcements'] as const,
  recentVisits: () => [...workplaceKeys.all, 'recent-visits'] as const,
};

/**
 * How long a Workplace answer counts as fresh: the route asks for the data as soon as access is
 * granted, and the blocks mounting a moment later use that answer instead of asking again.
 */
export const WORKPLACE_FRESH_MS = 5_000;
