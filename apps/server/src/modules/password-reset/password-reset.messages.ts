import { registerMessages } from '../../i18n/i18n';
import enUS from './locales/en-US.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

declare module '../../i18n/i18n' {
  interface MessageKeys extends Record<keyof typeof zhCN, true> {}
}

registerMessages({ 'zh-CN': zhCN, 'en-US': enUS });
