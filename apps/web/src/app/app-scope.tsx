import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
// The date pickers' Chinese (English is dayjs's own): the build leaves it to the app (vite.arco-dayjs-locales.ts).
import 'dayjs/locale/zh-cn';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/stores/settings';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { IdleWarning } from './shell/idle-warning/idle-warning';

/**
 * Escape closes every popup (menus, selects, date pickers, tooltips), as the menu button pattern and
 * WCAG 1.4.13 ask; Arco's default leaves them open.
 */
const COMPONENT_CONFIG = { Trigger: { escToClose: true } };

const SettingsDrawer = lazy(() => import('./shell/settings').then((m) => ({ default: m.SettingsDrawer })));

/**
 * Context of every route but the login page: the query cache, Arco's own texts (date pickers,
 * pagination, empty states) in the app locale, the global settings drawer (docs/product.md, Shell) and
 * the idle warning of a signed-in session (docs/product.md, Sessions and states).
 * The login page's input, checkbox and button need none of it, so it loads with the first other
 * route (ADR 010).
 */
export function AppScope() {
  const { i18n } = useTranslation();
  const drawerOpened = useOpenedOnce(useSettings((s) => s.globalSettings));
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'zh-CN' ? zhCN : enUS} componentConfig={COMPONENT_CONFIG}>
        <Outlet />
        <IdleWarning />
        {drawerOpened && (
          <Suspense>
            <SettingsDrawer />
          </Suspense>
        )}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
