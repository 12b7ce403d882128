import { defineScreens } from '@/lib/screen';
import type { Dictionary } from '@/lib/i18n-core';

export default defineScreens({
  Chat: {
    page: () => import('./pages/chat-page'),
    texts: import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }),
  },
});
