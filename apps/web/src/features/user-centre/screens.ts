import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export default defineScreens({
  Info: { page: () => import('./pages/user-info-page'), texts, prefetch: () => import('./api/prefetch-user-info') },
  Setting: {
    page: () => import('./pages/user-setting-page'),
    // The security events name their actions as the audit log does (`@console/shared/audit/locales`).
    texts: import.meta.glob<Dictionary>(
      ['./locales/*.json', '../../../../../packages/shared/src/audit/locales/*.json'],
      {
        import: 'default',
      },
    ),
  },
  // Outside the console's frame: where the route guard holds a session that must replace a temporary
  // password, or set up the second factor a role of its account requires.
  PasswordChange: { page: () => import('./pages/password-change-page'), texts },
  SecondFactorSetup: {
    page: () => import('./pages/second-factor-setup-page'),
    texts: import.meta.glob<Dictionary>(['./locales/*.json', './components/second-factor/locales/*.json'], {
      import: 'default',
    }),
  },
});
