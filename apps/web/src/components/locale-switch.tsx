import { Button } from '@arco-design/web-react';
import { LOCALES } from '@console/shared';
import { LOCALE_NAMES, chooseLocale, useTranslation } from '@/lib/i18n/i18n';

/**
 * The languages side by side, each named in itself, the current one pressed; choosing one switches
 * and stores it (docs/product.md, Shell: navbar). Plain buttons: the login page loads nothing more for it.
 */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <span role="group" aria-label={t('navbar.locale')}>
      <Button.Group>
        {LOCALES.map((locale) => {
          const current = locale === i18n.language;
          return (
            <Button
              key={locale}
              size="small"
              type={current ? 'primary' : 'secondary'}
              lang={locale}
              aria-pressed={current}
              onClick={() => chooseLocale(locale)}
            >
              {LOCALE_NAMES[locale]}
            </Button>
          );
        })}
      </Button.Group>
    </span>
  );
}
