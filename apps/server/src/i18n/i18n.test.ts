import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/shared';
import { sharedValidationKeys } from '@console/shared/testing/validation-keys';
import { isMessageKey, registeredMessages, registerMessages, resolveLocale, translate } from './i18n';
import '../composition';

describe('server dictionaries', () => {
  it("hold the same keys in every locale, the platform's and every module's", () => {
    const reference = [...registeredMessages('zh-CN').keys()].sort();
    expect(reference).toContain('policy.status.offline');
    for (const locale of LOCALES) expect([...registeredMessages(locale).keys()].sort(), locale).toEqual(reference);
  });

  it('refuse a dictionary whose locales differ or hold an empty text', () => {
    expect(() => registerMessages({ 'zh-CN': { 'test.a': '甲' }, 'en-US': { 'test.b': 'B' } })).toThrow('differ');
    expect(() => registerMessages({ 'zh-CN': { 'test.a': ' ' }, 'en-US': { 'test.a': 'A' } })).toThrow('empty');
  });

  it('translate every validation message key used by the shared schemas', () => {
    const missing = sharedValidationKeys().filter((key) => !isMessageKey(key));
    expect(missing).toEqual([]);
  });

  it('keep the English login texts of docs/product.md', () => {
    expect(translate('en-US', 'validation.usernameRequired')).toBe('Username cannot be empty');
    expect(translate('en-US', 'validation.passwordRequired')).toBe('Password cannot be empty');
    expect(translate('en-US', 'errors.rateLimited', { seconds: 30 })).toBe(
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
