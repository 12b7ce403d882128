import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@console/shared';
import { createI18n } from './i18n-core';

function setup(language: Locale = 'zh-CN') {
  const i18n = createI18n({ language, fallback: 'en-US' });
  i18n.addResourceBundle('en-US', {
    greeting: 'Hello, {{name}}',
    'greeting.spaced': 'Hello, {{ name }} and {{name}}',
    unread: 'Notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    'only.english': 'English only',
    'only.bare': '{{count}} items',
  });
  i18n.addResourceBundle('zh-CN', {
    greeting: '你好，{{name}}',
    unread: '消息通知',
    unread_one: '{{count}} 条未读（单数）',
    unread_other: '{{count}} 条未读',
  });
  return i18n;
}

describe('createI18n', () => {
  it('fills every {{name}} placeholder, with or without spaces, without escaping', () => {
    const i18n = setup('en-US');
    expect(i18n.t('greeting', { name: '<b>Ann</b>' })).toBe('Hello, <b>Ann</b>');
    expect(i18n.t('greeting.spaced', { name: 'Bo' })).toBe('Hello, Bo and Bo');
    expect(i18n.t('only.bare', { count: 0 })).toBe('0 items');
  });

  it('leaves a placeholder without a value as written, and ignores inherited properties', () => {
    const i18n = setup('en-US');
    expect(i18n.t('greeting')).toBe('Hello, {{name}}');
    expect(i18n.t('greeting', { other: 'x' })).toBe('Hello, {{name}}');
    expect(i18n.t('greeting', { name: undefined })).toBe('Hello, {{name}}');
    i18n.addResourceBundle('en-US', { proto: '{{toString}}' });
    expect(i18n.t('proto', {})).toBe('{{toString}}');
  });

  it('picks the English plural form by count: one for 1, other for 0 and 2', () => {
    const i18n = setup('en-US');
    expect(i18n.t('unread', { count: 1 })).toBe('1 unread notification');
    expect(i18n.t('unread', { count: 0 })).toBe('0 unread notifications');
    expect(i18n.t('unread', { count: 2 })).toBe('2 unread notifications');
  });

  it('picks the Chinese plural form, which is always other', () => {
    const i18n = setup('zh-CN');
    expect(i18n.t('unread', { count: 1 })).toBe('1 条未读');
    expect(i18n.t('unread', { count: 5 })).toBe('5 条未读');
  });

  it('uses the bare key without a count, or when the plural form is missing', () => {
    const i18n = setup('en-US');
    expect(i18n.t('unread')).toBe('Notifications');
    expect(i18n.t('unread', { count: '1' })).toBe('Notifications');
    expect(i18n.t('only.bare', { count: 1 })).toBe('1 items');
  });

  it('falls back to en-US for a key the language lacks, and returns an unknown key itself', () => {
    const i18n = setup('zh-CN');
    expect(i18n.t('only.english')).toBe('English only');
    expect(i18n.t('only.bare', { count: 3 })).toBe('3 items');
    expect(i18n.t('no.such.key', { name: 'x' })).toBe('no.such.key');
  });

  it('changes language, notifies subscribers once per change, and stops after unsubscribe', () => {
    const i18n = setup('zh-CN');
    const listener = vi.fn(() => i18n.t('greeting', { name: 'Ann' }));
    const unsubscribe = i18n.on('languageChanged', listener);

    i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveReturnedWith('Hello, Ann');

    i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    i18n.changeLanguage('zh-CN');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('你好，Ann');
  });

  it('rejects an unknown locale with a clear error and keeps the language', () => {
    const i18n = setup('zh-CN');
    expect(() => i18n.changeLanguage('fr-FR' as Locale)).toThrow(
      'Unknown locale "fr-FR": expected one of zh-CN, en-US',
    );
    expect(() => i18n.addResourceBundle('de' as Locale, {})).toThrow('Unknown locale "de"');
    expect(i18n.language).toBe('zh-CN');
  });

  it('gives one stable translator per language', () => {
    const i18n = setup('zh-CN');
    const zh = i18n.getFixedT('zh-CN');
    expect(i18n.getFixedT('zh-CN')).toBe(zh);
    expect(i18n.getFixedT('en-US')).not.toBe(zh);
    expect(i18n.getFixedT('en-US')('greeting', { name: 'Ann' })).toBe('Hello, Ann');
  });

  it('adds keys with addResourceBundle, keeping the others, and a later bundle replaces a key', () => {
    const i18n = setup('en-US');
    i18n.addResourceBundle('en-US', { 'table.total': '{{total}} in total', greeting: 'Hi, {{name}}' });
    expect(i18n.t('table.total', { total: 7 })).toBe('7 in total');
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Hi, Ann');
    expect(i18n.t('only.english')).toBe('English only');
  });
});
