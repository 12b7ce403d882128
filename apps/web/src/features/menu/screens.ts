import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  AdminMenu: {
    page: () => import('./pages/menu-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
    prefetch: () => import('./api/menu-manager'),
  },
});
