import { lazy, Suspense, useState } from 'react';
import { Button, Layout } from '@arco-design/web-react';
import { IconMenuFold, IconMenuUnfold, IconSettings } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { COLLAPSED_MENU_WIDTH, NAVBAR_HEIGHT } from '@console/shared';
import { Footer } from '@/components/footer';
import { useServerSettingsSync } from './settings/use-server-settings-sync';
import { KeepAliveOutlet, TabBar } from './tab-bar';
import { useRecordVisit } from '@/features/workplace';
import { SearchHost } from '@/features/search';
import { useSettings } from '@/stores/settings';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useLiveChannel } from '@/lib/live/use-live';
import { AppMenu } from './app-menu';
import { requestMessage } from './message-box/message-box-request';
import { Navbar } from './navbar';
import { useResponsiveDevice } from './use-responsive-device';
import { useAccessWatcher } from './use-access-watcher';
import { useLiveAccess } from './use-live-access';
import styles from './default-layout.module.css';

/** The drawer (and its focus lock) loads when the menu is first opened on a small screen. */
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/**
 * The layout's work that follows the route. A leaf of its own: the route changes at every
 * navigation, and a hook in the frame would render the whole frame again each time (ADR 030).
 */
function RouteWatchers() {
  useAccessWatcher();
  useRecordVisit();
  return null;
}

/** The frame of every signed-in page (docs/product.md, Shell: layout). */
export function DefaultLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  useResponsiveDevice();
  useLiveChannel();
  useLiveAccess();
  useServerSettingsSync();

  const mobile = settings.hideMenu;
  const showSider = settings.menu && !settings.topMenu && !mobile;
  const collapsed = settings.menuCollapse;
  const siderWidth = collapsed ? COLLAPSED_MENU_WIDTH : settings.menuWidth;
  const top = settings.navbar ? NAVBAR_HEIGHT : 0;

  return (
    <div className={mobile ? `${styles.layout} mobile` : styles.layout}>
      <RouteWatchers />
      {settings.navbar && <Navbar onOpenMenu={mobile && settings.menu ? () => setDrawerOpen(true) : undefined} />}
      {showSider && (
        <Layout.Sider
          className={styles.sider}
          style={{ paddingTop: top }}
          width={settings.menuWidth}
          collapsed={collapsed}
          collapsedWidth={COLLAPSED_MENU_WIDTH}
          trigger={null}
        >
          <nav className={styles.menuWrapper} aria-label={t('navbar.menu.label')}>
            <AppMenu collapsed={collapsed} />
          </nav>
          <Button
            className={styles.collapseButton}
            type="text"
            icon={collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
            aria-label={collapsed ? t('navbar.menu.expand') : t('navbar.menu.collapse')}
            aria-expanded={!collapsed}
            onClick={() => settings.update({ menuCollapse: !collapsed })}
          />
        </Layout.Sider>
      )}
      {mobile && settings.menu && drawerOpened && (
        <Suspense>
          <MobileMenuDrawer open={drawerOpen} width={settings.menuWidth} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <div className={styles.content} style={{ paddingLeft: showSider ? siderWidth : 0, paddingTop: top }}>
        <main className={styles.main}>
          {settings.tabBar && <TabBar />}
          <KeepAliveOutlet />
        </main>
        {settings.footer && <Footer />}
      </div>
      <SearchHost openMessage={requestMessage} />
      {!settings.navbar && (
        <Button
          className={styles.floatingSettings}
          type="primary"
          icon={<IconSettings />}
          aria-label={t('navbar.settings')}
          onClick={() => settings.update({ globalSettings: true })}
        />
      )}
    </div>
  );
}
