import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  Step: { page: () => import('./pages/step-form-page'), texts },
  Success: {
    page: () => import('./pages/success-result-page'),
    texts,
    prefetch: () => import('./api/get-latest-channel-form'),
  },
  Error: { page: () => import('./pages/error-result-page'), texts },
});
