import type { ComponentType } from 'react';
import type { RouteName } from '@console/shared';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * THE map from route name to its lazily loaded page. Every live page route of the shared table has
 * an entry (a test checks it); a route leaves `planned` when its page is added here.
 */
export const PAGES: Partial<Record<RouteName, PageModule>> = {
  login: () => import('@/features/auth/pages/login-page'),
  Redirect: () => import('./redirect-page'),
  Workplace: () => import('@/features/workplace/pages/workplace-page'),
  SearchTable: () => import('@/features/policy/pages/search-table-page'),
  Card: () => import('@/features/card-list/pages/card-list-page'),
  '403': () => import('@/features/exception/pages/forbidden-page'),
  '404': () => import('@/features/exception/pages/page-gone-page'),
  '500': () => import('@/features/exception/pages/server-error-page'),
};
