import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  Chat: {
    page: () => import('./pages/chat-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
  },
});
