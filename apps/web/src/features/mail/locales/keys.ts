import type labels from '@console/shared/mail/locales/en-US.json';
import type messages from './en-US.json';

declare module '@/lib/i18n/i18n' {
  interface MessageKeys extends Record<keyof typeof messages | keyof typeof labels, true> {}
}
