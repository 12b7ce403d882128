import labelsEnUS from '@console/shared/policy/locales/en-US.json' with { type: 'json' };
import labelsZhCN from '@console/shared/policy/locales/zh-CN.json' with { type: 'json' };
import { registerMessages } from '../../i18n/i18n';
import enUS from './locales/en-US.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

declare module '../../i18n/i18n' {
  interface MessageKeys extends Record<keyof typeof zhCN | keyof typeof labelsZhCN, true> {}
}

// The policy labels (columns, content and filter types, statuses) are the web table's too: one
// dictionary in the shared package serves the table and the export.
registerMessages({ 'zh-CN': labelsZhCN, 'en-US': labelsEnUS });
registerMessages({ 'zh-CN': zhCN, 'en-US': enUS });
