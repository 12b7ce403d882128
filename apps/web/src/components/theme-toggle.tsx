import type { ReactElement } from 'react';
import { IconMoonFill, IconSunFill } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';

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
