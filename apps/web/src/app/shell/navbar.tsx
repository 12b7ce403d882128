import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import {
  IconBook,
  IconFullscreen,
  IconFullscreenExit,
  IconMenuFold,
  IconSearch,
  IconSettings,
} from '@arco-design/web-react/icon';
import { Button, Tooltip } from '@arco-design/web-react';
import { MessageBoxButton } from './message-box';
import { useSettings } from '@/stores/settings';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { useThemeToggle } from '@/components/theme-toggle';
import { SEARCH_SHORTCUT, openSearch } from '@/features/search';
import { AppMenu } from './app-menu';
import { IconButton } from './icon-button';
import { LocaleDropdown } from './locale-dropdown';
import { useFullscreen } from './use-fullscreen';
import { UserDropdown } from './user-dropdown';
import styles from './navbar.module.css';

/** The design library's documentation. */
const DOCS_URL = 'https://arco.design/react/docs/start';

interface NavbarProps {
  /** Shows the fold button that opens the drawer menu (mobile). */
  onOpenMenu?: () => void;
}

export function Navbar({ onOpenMenu }: NavbarProps) {
  const { t } = useTranslation();
  const topMenu = useSettings((s) => s.topMenu && s.menu);
  const theme = useThemeToggle();
  const update = useSettings((s) => s.update);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const landing = useLandingPath();

  return (
    <header className={styles.navbar}>
      <div className={styles.left}>
        {/* Named on its own: narrow screens hide the title text. */}
        <Link to={landing} className={styles.brand} aria-label={t('app.title')}>
          <img src="/logo.svg" alt="" width={33} height={33} />
          <span className={styles.title}>{t('app.title')}</span>
        </Link>
        {onOpenMenu && <IconButton label={t('navbar.menu.open')} icon={<IconMenuFold />} onClick={onOpenMenu} />}
      </div>
      {topMenu && (
        <nav className={styles.center} aria-label={t('navbar.menu.label')}>
          <AppMenu mode="horizontal" />
        </nav>
      )}
      <ul className={styles.right}>
        <li>
          <Tooltip content={t('navbar.search')}>
            {/* Named with its visible hint: the global search's shortcut. */}
            <Button
              className={`${styles.iconButton} ${styles.search}`}
              shape="round"
              icon={<IconSearch />}
              aria-label={`${t('navbar.search')} ${SEARCH_SHORTCUT.label}`}
              aria-keyshortcuts={SEARCH_SHORTCUT.keys}
              // The button itself, not the focus: Safari does not focus a clicked button.
              onClick={(event) => openSearch(event.currentTarget as Element)}
            >
              <kbd>{SEARCH_SHORTCUT.label}</kbd>
            </Button>
          </Tooltip>
        </li>
        <li className={styles.wideOnly}>
          <Tooltip content={t('navbar.docs')}>
            <Button
              className={styles.iconButton}
              shape="circle"
              icon={<IconBook />}
              aria-label={t('navbar.docs')}
              href={DOCS_URL}
              target="_blank"
              rel="noopener noreferrer"
            />
          </Tooltip>
        </li>
        <li>
          <LocaleDropdown />
        </li>
        <li>
          <IconButton label={theme.label} icon={theme.icon} onClick={theme.toggle} />
        </li>
        <li>
          <MessageBoxButton />
        </li>
        <li className={styles.wideOnly}>
          <IconButton
            label={fullscreen ? t('navbar.fullScreen.exit') : t('navbar.fullScreen.enter')}
            icon={fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
            onClick={toggleFullscreen}
          />
        </li>
        <li>
          <IconButton
            label={t('navbar.settings')}
            icon={<IconSettings />}
            onClick={() => update({ globalSettings: true })}
          />
        </li>
        <li>
          <UserDropdown />
        </li>
      </ul>
    </header>
  );
}
