import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  Card: {
    page: () => import('./pages/card-list-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
  },
});
