import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { NavigationPreloadContext } from '@/lib/routing/navigation-preload';
import { navigationPreload } from './screen-loading';

/** Document title from the route's title key, in the current locale. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const titleKey = route ? messageKey(route.titleKey) : 'menu.notFound';
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

/** Root of every route: document title and scroll position follow the route; features may preload screens. */
export function Root() {
  useDocumentTitle();
  useScrollToTopOnNavigation();
  return (
    <NavigationPreloadContext value={navigationPreload}>
      <Outlet />
    </NavigationPreloadContext>
  );
}
