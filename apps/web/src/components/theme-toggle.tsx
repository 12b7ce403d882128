import type { ReactElement } from 'react';
import { Button } from '@arco-design/web-react';
import { IconMoonFill, IconSunFill } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { LocaleSwitch } from './locale-switch';

/** The light/dark switch (docs/product.md, Shell: navbar) as the navbar and the login page show it: label, icon, action. */
export function useThemeToggle(): { label: string; icon: ReactElement; toggle: () => void } {
  const { t } = useTranslation();
  const dark = useSettings((s) => s.theme === 'dark');
  const toggle = useSettings((s) => s.toggleTheme);
  return {
    label: dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark'),
    icon: dark ? <IconMoonFill /> : <IconSunFill />,
    toggle,
  };
}

/**
 * The language and theme switches of a page drawn outside the console's frame (the login page,
 * the password change), before signing in as after (docs/product.md, Shell: login page).
 */
export function PagePreferences({ className }: { className?: string }) {
  const theme = useThemeToggle();
  return (
    <span className={className}>
      <LocaleSwitch />
      <Button
        shape="circle"
        size="small"
        icon={theme.icon}
        aria-label={theme.label}
        title={theme.label}
        onClick={theme.toggle}
      />
    </span>
  );
}
