import { defineScreens } from '@/lib/screen';
import type { Dictionary } from '@/lib/i18n-core';

export default defineScreens({
  Card: {
    page: () => import('./pages/card-list-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
  },
});
