import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  '403': { page: () => import('./pages/forbidden-page'), texts },
  '404': { page: () => import('./pages/page-gone-page'), texts },
  '500': { page: () => import('./pages/server-error-page'), texts },
  notFound: { page: () => import('./pages/not-found-page'), texts },
});
