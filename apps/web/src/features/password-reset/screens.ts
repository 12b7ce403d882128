import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

/** A forgotten password, reset by mail (docs/decisions/049-password-reset-by-mail.md): the login page loads none of it. */
export default defineScreens({
  ForgotPassword: { page: () => import('./pages/forgot-password-page'), texts },
  ResetPassword: { page: () => import('./pages/reset-password-page'), texts },
});
