import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import { queryClient } from '@/lib/query-client';

/** Renders one row of the security settings (a `<li>`) in its list, with the app's query cache and Arco's English texts. */
export function renderSettingRow(row: ReactElement) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enUS}>
        <ul>{row}</ul>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
