import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { STORAGE_KEYS } from '@console/shared';
import { changeLocale, chooseLocale, i18n, registerDictionaries, useTranslation } from './i18n';

function Title({ onTranslate }: { onTranslate: (title: string) => void }) {
  const { t, i18n: instance } = useTranslation();
  useEffect(() => onTranslate(t('menu.list.searchTable')), [t, onTranslate]);
  return <h1 lang={instance.language}>{t('messageBox.button.unread', { count: 2 })}</h1>;
}

describe('app i18n', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    i18n.changeLanguage('en-US');
  });
  afterEach(async () => {
    cleanup();
    // A toast shows once Arco's Message has loaded: let it land in this test's spy.
    await vi.dynamicImportSettled();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('merges the global, feature and component dictionaries of both locales', async () => {
    await import('@/components/register-locales');
    expect(i18n.getFixedT('zh-CN')('menu.list.searchTable')).toBe('查询表格');
    expect(i18n.getFixedT('en-US')('messageBox.button.unread', { count: 1 })).toBe('Notifications, 1 unread');
    expect(i18n.getFixedT('zh-CN')('table.total', { count: 3, total: '3' })).toBe('共 3 条');
    expect(i18n.getFixedT('en-US')('table.total', { count: 1, total: '1' })).toBe('1 item in total');
    expect(i18n.getFixedT('en-US')('table.total', { count: 3, total: '3' })).toBe('3 items in total');
  });

  it('renders again in the new language, with a new t that effects depend on', () => {
    const onTranslate = vi.fn();
    render(<Title onTranslate={onTranslate} />);
    expect(screen.getByRole('heading').textContent).toBe('Notifications, 2 unread');
    expect(onTranslate).toHaveBeenLastCalledWith('Search Table');

    act(() => changeLocale('zh-CN'));
    expect(screen.getByRole('heading').textContent).toBe('消息通知，2 条未读');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('zh-CN');
    expect(onTranslate).toHaveBeenCalledTimes(2);
    expect(onTranslate).toHaveBeenLastCalledWith('查询表格');
  });

  it('changeLocale stores the locale, sets the page language and confirms in the new language', async () => {
    changeLocale('zh-CN');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await vi.dynamicImportSettled();
    expect(Message.success).toHaveBeenCalledWith({ content: '已切换为中文' });

    changeLocale('zh-CN');
    await vi.dynamicImportSettled();
    expect(Message.success).toHaveBeenCalledTimes(1);
  });

  it('chooseLocale switches after the frame that answers the input, not within it', async () => {
    chooseLocale('zh-CN');
    expect(i18n.language).toBe('en-US');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(i18n.language).toBe('en-US');
    await vi.waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('zh-CN');
  });

  it('rejects a dictionary file not named after a locale', () => {
    expect(() => registerDictionaries({ './x/locales/fr-FR.json': {} })).toThrow(
      './x/locales/fr-FR.json: a dictionary is named after its locale (zh-CN, en-US)',
    );
  });
});
