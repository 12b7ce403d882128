import type { ComponentType } from 'react';
import {
  IconApps,
  IconBook,
  IconCheckCircle,
  IconDashboard,
  IconExclamationCircle,
  IconFile,
  IconFolder,
  IconLink,
  IconList,
  IconQuestionCircle,
  IconSafe,
  IconSettings,
  IconUser,
} from '@arco-design/web-react/icon';
import type { RouteIcon } from '@console/shared';

/** Arco icon of each icon name used by the route table. */
export const MENU_ICONS: Record<RouteIcon, ComponentType<{ className?: string }>> = {
  dashboard: IconDashboard,
  apps: IconApps,
  list: IconList,
  book: IconBook,
  folder: IconFolder,
  settings: IconSettings,
  file: IconFile,
  'check-circle': IconCheckCircle,
  'exclamation-circle': IconExclamationCircle,
  user: IconUser,
  link: IconLink,
  'question-circle': IconQuestionCircle,
  safe: IconSafe,
};
