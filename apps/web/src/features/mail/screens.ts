import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

export default defineScreens({
  MailOutbox: {
    page: () => import('./pages/outbox-page'),
    // The feature's own texts, and the column labels it shares with the server's export.
    texts: import.meta.glob<Dictionary>(
      ['./locales/*.json', '../../../../../packages/shared/src/mail/locales/*.json'],
      {
        import: 'default',
      },
    ),
    prefetch: () => import('./api/outbox-resource'),
  },
});
