import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/shared';
import { sharedValidationKeys } from '@console/shared/testing/validation-keys';
import { isMessageKey, registeredMessages, registerMessages, resolveLocale, translate, type MessageKey } from './i18n';
import '../composition';

describe('server dictionaries', () => {
  it("hold the same keys in every locale, the platform's and every module's", () => {
    const reference = [...registeredMessages('zh-CN').keys()].sort();
    expect(reference).toContain('policy.status.offline');
    for (const locale of LOCALES) expect([...registeredMessages(locale).keys()].sort(), locale).toEqual(reference);
  });

  it('refuse a dictionary whose locales differ (plural forms too), hold an empty text or a plural form without its base', () => {
    expect(() => registerMessages({ 'zh-CN': { 'test.a': '甲' }, 'en-US': { 'test.b': 'B' } })).toThrow('differ');
    expect(() =>
      registerMessages({ 'zh-CN': { 'test.a': '甲' }, 'en-US': { 'test.a': 'A', 'test.a_one': 'One A' } }),
    ).toThrow('differ');
    expect(() => registerMessages({ 'zh-CN': { 'test.a': ' ' }, 'en-US': { 'test.a': 'A' } })).toThrow('empty');
    expect(() => registerMessages({ 'zh-CN': { 'test.a_one': '甲' }, 'en-US': { 'test.a_one': 'A' } })).toThrow(
      'missing',
    );
  });

  it("pick the plural form a numeric count takes in the language's own rules, the base text otherwise", () => {
    registerMessages({
      'zh-CN': { 'test.files': '{n} 个文件', 'test.files_one': '{n} 个文件（单数）' },
      'en-US': { 'test.files': '{n} files', 'test.files_one': '{n} file' },
    });
    const files = 'test.files' as MessageKey;
    expect(translate('en-US', files, { n: '1', count: 1 })).toBe('1 file');
    expect(translate('en-US', files, { n: '2', count: 2 })).toBe('2 files');
    expect(translate('en-US', files, { n: '0', count: 0 })).toBe('0 files');
    // Chinese has one form: 1 takes the base text, whatever the dictionary holds beside it.
    expect(translate('zh-CN', files, { n: '1', count: 1 })).toBe('1 个文件');
    // Only a number picks a form.
    expect(translate('en-US', files, { n: '1', count: '1' })).toBe('1 files');
    expect(translate('en-US', files, { n: '1' })).toBe('1 files');
    // A plural form is no key of its own for callers.
    expect(isMessageKey('test.files')).toBe(true);
    expect(isMessageKey('test.files_one')).toBe(false);
  });

  it('translate every validation message key used by the shared schemas', () => {
    const missing = sharedValidationKeys().filter((key) => !isMessageKey(key));
    expect(missing).toEqual([]);
  });

  it('keep the English login texts of docs/product.md', () => {
    expect(translate('en-US', 'validation.usernameRequired')).toBe('Username cannot be empty');
    expect(translate('en-US', 'validation.passwordRequired')).toBe('Password cannot be empty');
    expect(translate('en-US', 'errors.rateLimited', { seconds: 30, count: 30 })).toBe(
      'Too many attempts, try again in 30 seconds',
    );
  });

  it('resolve the locale from Accept-Language', () => {
    expect(resolveLocale(undefined)).toBe('zh-CN');
    expect(resolveLocale('en-GB,en;q=0.9')).toBe('en-US');
    expect(resolveLocale('zh-TW;q=0.9, en;q=0.8')).toBe('zh-CN');
    expect(resolveLocale('en;q=0, ja')).toBe('zh-CN');
  });
});
