import type { ReactNode } from 'react';
import { Menu } from '@arco-design/web-react';
import { IconClose, IconFolderDelete, IconRefresh, IconSwap, IconToLeft, IconToRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { canClose, CLOSE_ACTIONS } from '../tab-list';
import type { TabAction } from '../use-tab-actions';

const ICONS: Record<TabAction, ReactNode> = {
  reload: <IconRefresh />,
  current: <IconClose />,
  left: <IconToLeft />,
  right: <IconToRight />,
  others: <IconSwap />,
  all: <IconFolderDelete />,
};

interface TabActionsMenuProps {
  index: number;
  count: number;
  /** Reload is offered for the active tab only. */
  active: boolean;
  onAction: (action: TabAction) => void;
}

/** The tab bar's action list (reload, close current/left/right/others/all) for one tab. */
export function TabActionsMenu({ index, count, active, onAction }: TabActionsMenuProps) {
  const { t } = useTranslation();
  const items: { action: TabAction; disabled: boolean }[] = [
    { action: 'reload', disabled: !active },
    ...CLOSE_ACTIONS.map((action) => ({ action, disabled: !canClose(action, index, count) })),
  ];
  return (
    <Menu
      onClickMenuItem={(key) => {
        const item = items.find((i) => i.action === key);
        if (item) onAction(item.action);
      }}
    >
      {items.map(({ action, disabled }) => (
        <Menu.Item key={action} disabled={disabled}>
          {ICONS[action]}
          {t(`tabBar.action.${action}`)}
        </Menu.Item>
      ))}
    </Menu>
  );
}
