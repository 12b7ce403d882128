import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  Account: {
    page: () => import('./pages/account-page'),
    texts,
    prefetch: () => import('./api/prefetch-wallet'),
  },
});
