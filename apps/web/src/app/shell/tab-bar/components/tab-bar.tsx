import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Dropdown } from '@arco-design/web-react';
import { IconClose, IconMore } from '@arco-design/web-react/icon';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { NAVBAR_HEIGHT } from '@console/shared';
import { useSettings } from '@/stores/settings';
import { tabForLocation, tabPath } from '../tab-list';
import { useTabs } from '../tab-store';
import { useTabActions } from '../use-tab-actions';
import { useTabActionsMenu } from './tab-actions-menu';
import styles from './tab-bar.module.css';

/**
 * The multi-tab strip (docs/product.md, Shell: tab bar): every visited page gets a tab; a tab's context menu, or the
 * "more" button for the active tab, reloads or closes tabs.
 */
export function TabBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navbar = useSettings((s) => s.navbar);
  const tabs = useTabs((s) => s.tabs);
  const open = useTabs((s) => s.open);
  const runAction = useTabActions();
  const [menuIndex, setMenuIndex] = useState<number>();
  const activeIndex = tabs.findIndex((tab) => tabPath(tab) === location.pathname);
  const actionsMenu = useTabActionsMenu(tabs.length, activeIndex);

  useEffect(() => {
    const tab = tabForLocation(location);
    if (tab) open(tab);
  }, [location, open]);

  return (
    <div className={styles.bar} style={{ top: navbar ? NAVBAR_HEIGHT : 0 }}>
      <nav className={styles.strip} aria-label={t('tabBar.label')}>
        <ul className={styles.list}>
          {tabs.map((tab, index) => {
            const title = t(messageKey(tab.title));
            const classes = [
              styles.tab,
              index === activeIndex && styles.active,
              index === menuIndex && styles.menuOpen,
            ];
            return (
              <li key={tabPath(tab)}>
                <Dropdown
                  trigger="contextMenu"
                  droplist={actionsMenu(index)}
                  onVisibleChange={(visible) => setMenuIndex(visible ? index : undefined)}
                >
                  <span className={classes.filter(Boolean).join(' ')}>
                    <Link
                      to={tab.fullPath}
                      className={styles.link}
                      aria-current={index === activeIndex ? 'page' : undefined}
                    >
                      {title}
                    </Link>
                    {index > 0 && (
                      <button
                        type="button"
                        className={styles.close}
                        aria-label={t('tabBar.closeTab', { title })}
                        onClick={() => runAction('current', index)}
                      >
                        <IconClose />
                      </button>
                    )}
                  </span>
                </Dropdown>
              </li>
            );
          })}
        </ul>
      </nav>
      {activeIndex !== -1 && (
        <Dropdown trigger="click" position="br" droplist={actionsMenu(activeIndex)}>
          <Button
            className={styles.more}
            size="mini"
            type="text"
            icon={<IconMore />}
            aria-label={t('tabBar.actions')}
          />
        </Dropdown>
      )}
    </div>
  );
}
