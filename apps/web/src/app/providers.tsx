import type { ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** Arco's own texts (date pickers, pagination, empty states) follow the app locale. */
function ArcoLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={i18n.language === 'zh-CN' ? zhCN : enUS}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ArcoLocale>{children}</ArcoLocale>
    </QueryClientProvider>
  );
}
