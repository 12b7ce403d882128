import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useSettings } from '@/stores/settings';
import { useCurrentRoute } from './use-current-route';
import { useOpenedOnce } from './use-opened-once';

const SettingsDrawer = lazy(() => import('@/features/settings').then((m) => ({ default: m.SettingsDrawer })));

/** Document title from the route's title key, in the current locale. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const titleKey = route?.titleKey ?? 'menu.notFound';
  useEffect(() => {
    document.title = `${t(titleKey)} - ${t('app.title')}`;
  }, [t, titleKey]);
}

function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Root of every route: the page plus the global settings drawer (screens.md 1.1). */
export function Root() {
  useDocumentTitle();
  useScrollToTopOnNavigation();
  const drawerOpened = useOpenedOnce(useSettings((s) => s.globalSettings));
  return (
    <>
      <Outlet />
      {drawerOpened && (
        <Suspense>
          <SettingsDrawer />
        </Suspense>
      )}
    </>
  );
}
