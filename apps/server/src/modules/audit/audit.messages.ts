import labelsEnUS from '@console/shared/audit/locales/en-US.json' with { type: 'json' };
import labelsZhCN from '@console/shared/audit/locales/zh-CN.json' with { type: 'json' };
import { registerMessages } from '../../i18n/i18n';

declare module '../../i18n/i18n' {
  interface MessageKeys extends Record<keyof typeof labelsZhCN, true> {}
}

// The audit log's labels (columns, record types, actions) are the web screen's too: one dictionary
// in the shared package serves the screen and the export.
registerMessages({ 'zh-CN': labelsZhCN, 'en-US': labelsEnUS });
