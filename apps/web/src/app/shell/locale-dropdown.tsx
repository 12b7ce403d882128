import { useState } from 'react';
import { Button, Dropdown, Menu, Tooltip } from '@arco-design/web-react';
import { IconCheck, IconLanguage } from '@arco-design/web-react/icon';
import { LOCALES, type Locale } from '@console/shared';
import { LOCALE_NAMES, chooseLocale, currentLocale, useTranslation } from '@/lib/i18n/i18n';
import styles from './navbar.module.css';

export function LocaleDropdown() {
  const { t } = useTranslation();
  const active = currentLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const menu = (
    <Menu onClickMenuItem={(key) => chooseLocale(key as Locale)}>
      {LOCALES.map((locale) => (
        <Menu.Item key={locale} lang={locale}>
          <span className={styles.localeItem}>
            {LOCALE_NAMES[locale]}
            {locale === active && <IconCheck aria-hidden />}
          </span>
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    // The tooltip hides while the menu is open: shown under the button, it would cover the menu.
    <Tooltip content={t('navbar.locale')} popupVisible={tipOpen && !menuOpen} onVisibleChange={setTipOpen}>
      {/* The tooltip needs its own element: nested on the button it swallows the dropdown's click. */}
      <span>
        <Dropdown droplist={menu} trigger="click" position="br" popupVisible={menuOpen} onVisibleChange={setMenuOpen}>
          <Button
            className={styles.iconButton}
            shape="circle"
            icon={<IconLanguage />}
            aria-label={t('navbar.locale')}
          />
        </Dropdown>
      </span>
    </Tooltip>
  );
}
