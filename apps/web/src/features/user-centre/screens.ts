import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  Info: { page: () => import('./pages/user-info-page'), texts, prefetch: () => import('./api/prefetch-user-info') },
  Setting: { page: () => import('./pages/user-setting-page'), texts },
});
