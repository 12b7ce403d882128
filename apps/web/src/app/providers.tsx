import type { ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useTranslation } from '@/lib/i18n';

/**
 * Context for every route: Arco's own texts (date pickers, pagination, empty states) follow the
 * app locale. The query cache is provided below the login page (`QueryScope`).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={i18n.language === 'zh-CN' ? zhCN : enUS}>{children}</ConfigProvider>;
}
