import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  SearchTable: {
    page: () => import('./pages/policy-page'),
    // The feature's own texts, and the policy labels it shares with the server's export
    // (`@console/shared/policy/locales`): the table and the file read the same words.
    texts: import.meta.glob<Dictionary>(
      ['./locales/*.json', '../../../../../packages/shared/src/policy/locales/*.json'],
      { import: 'default' },
    ),
    prefetch: () => import('./api/policy-resource'),
  },
});
