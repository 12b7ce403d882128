import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  ProjectCard: {
    page: () => import('./pages/project-card-page'),
    texts,
    prefetch: () => import('./api/get-project-cards'),
  },
  ProjectDetail: {
    page: () => import('./pages/project-detail-page'),
    texts,
    prefetch: () => import('./api/get-project-detail'),
  },
  ProjectSearchTable: { page: () => import('./pages/task-page'), texts, prefetch: () => import('./api/task-resource') },
});
