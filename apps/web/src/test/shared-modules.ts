import { Message, Notification } from '@arco-design/web-react';
import { afterAll } from 'vitest';
import { DEFAULT_LOCALE } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { useTabs } from '@/app/shell/tab-bar/tab-store';

// The `web` project's files share loaded modules and the document within a worker
// (apps/web/vitest.projects.ts): each leaves to the next what a fresh page has, no toast, no
// stored value, the default language and the stores' first state.
afterAll(() => {
  Message.clear();
  Notification.clear();
  localStorage.clear();
  sessionStorage.clear();
  i18n.changeLanguage(DEFAULT_LOCALE);
  document.documentElement.lang = DEFAULT_LOCALE;
  useSettings.setState(useSettings.getInitialState(), true);
  useTabs.setState(useTabs.getInitialState(), true);
});
