import labelsEnUS from '@console/shared/mail/locales/en-US.json' with { type: 'json' };
import labelsZhCN from '@console/shared/mail/locales/zh-CN.json' with { type: 'json' };
import { registerMessages } from '../../i18n/i18n';

declare module '../../i18n/i18n' {
  interface MessageKeys extends Record<keyof typeof labelsZhCN, true> {}
}

// The outbox's column labels are the web screen's too: one dictionary serves the screen and the export.
registerMessages({ 'zh-CN': labelsZhCN, 'en-US': labelsEnUS });
