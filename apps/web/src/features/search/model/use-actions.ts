import { useLocation, useNavigate } from 'react-router';
import { LOCALES, canAccess, getRoute, type Locale } from '@console/shared';
import { useThemeToggle } from '@/components/theme-toggle';
import { LOCALE_NAMES, chooseLocale, i18n, useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import type { TranslateParams } from '@/lib/i18n/i18n-core';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { loginUrl } from '@/lib/routing/routing';
import { useUserInfo } from '@/lib/session/current-user';
import { useSignOut } from '@/lib/session/sign-out';
import { useSettings } from '@/stores/settings';

/** What an action of the palette does, named as a pick remembers it. */
export interface Action {
  name: string;
  /** Its title in each language (a word typed in either finds it). */
  titles: Record<Locale, string>;
  run: () => void;
}

const titlesOf = (key: MessageKey, params?: TranslateParams) =>
  Object.fromEntries(LOCALES.map((l) => [l, i18n.getFixedT(l)(key, params)])) as Record<Locale, string>;

/**
 * The navbar's commands the session may run, through the navbar's own functions: the theme, the
 * language, the settings drawer, the account's settings and password (where it changes them: the
 * forced password change page opens only while a change is due) and the logout.
 */
export function useActions(): Action[] {
  const locale = useTranslation().i18n.language;
  const theme = useThemeToggle();
  const dark = useSettings((s) => s.theme === 'dark');
  const update = useSettings((s) => s.update);
  const navigate = useNavigate();
  const location = useLocation();
  const route = useCurrentRoute();
  const signOut = useSignOut();
  const user = useUserInfo().data;
  const setting = getRoute('Setting');
  const mayOpenSettings = !!setting && canAccess(setting, user);

  const actions: Action[] = [
    {
      name: 'theme',
      titles: titlesOf(dark ? 'search.action.theme.light' : 'search.action.theme.dark'),
      run: theme.toggle,
    },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({
      name: `locale:${l}`,
      titles: titlesOf('search.action.locale', { language: LOCALE_NAMES[l] }),
      run: () => chooseLocale(l),
    })),
    { name: 'settings', titles: titlesOf('search.action.settings'), run: () => update({ globalSettings: true }) },
  ];
  if (setting && mayOpenSettings) {
    actions.push(
      {
        name: 'accountSettings',
        titles: titlesOf('search.action.accountSettings'),
        run: () => void navigate(setting.path),
      },
      {
        name: 'password',
        titles: titlesOf('search.action.password'),
        run: () => void navigate(`${setting.path}?tab=security`),
      },
    );
  }
  actions.push({
    name: 'signOut',
    titles: titlesOf('search.action.signOut'),
    run: () => void signOut(route ? loginUrl(route, location) : '/login'),
  });
  return actions;
}
