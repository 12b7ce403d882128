import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/shared';
import enUS from './locales/en-US.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

const server = { 'zh-CN': zhCN, 'en-US': enUS };
const webTexts = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/features/workplace/locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('the texts of the charts the server draws', () => {
  it.each(LOCALES)('are the Workplace screen’s own in %s, so a picture and its live chart read the same', (locale) => {
    const web = webTexts(locale);
    for (const [key, text] of Object.entries(server[locale])) expect(web[key], key).toBe(text);
  });
});
