import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  Group: { page: () => import('./pages/group-form-page'), texts, prefetch: () => import('./api/prefetch-group-form') },
  Basic: { page: () => import('./pages/profile-page'), texts, prefetch: () => import('./api/prefetch-profile') },
});
