import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  AdminRoles: {
    page: () => import('./pages/roles-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
    prefetch: () => import('./api/role-resource'),
  },
});
