import type { ContentCategory } from '@console/shared/workplace/constants';

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
