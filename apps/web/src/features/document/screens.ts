import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  // The grid library loads with this page only (docs/decisions/017).
  Excel: {
    page: () => import('./pages/excel-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
  },
});
