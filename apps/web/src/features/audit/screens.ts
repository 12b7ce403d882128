import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  AuditLog: {
    page: () => import('./pages/audit-page'),
    // The feature's own texts, and the labels it shares with the server's export
    // (`@console/shared/audit/locales`): the screen and the file read the same words.
    texts: import.meta.glob<Dictionary>(
      ['./locales/*.json', '../../../../../packages/shared/src/audit/locales/*.json'],
      { import: 'default' },
    ),
    prefetch: () => import('./api/audit-resource'),
  },
});
