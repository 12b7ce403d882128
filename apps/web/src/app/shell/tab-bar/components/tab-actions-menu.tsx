import { useCallback, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Menu } from '@arco-design/web-react';
import {
  IconClose,
  IconFolderDelete,
  IconRefresh,
  IconSwap,
  IconToLeft,
  IconToRight,
} from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { canClose, CLOSE_ACTIONS } from '../tab-list';
import { useTabActions, type TabAction } from '../use-tab-actions';
import styles from './tab-bar.module.css';

const ICONS: Record<TabAction, ReactNode> = {
  reload: <IconRefresh />,
  current: <IconClose />,
  left: <IconToLeft />,
  right: <IconToRight />,
  others: <IconSwap />,
  all: <IconFolderDelete />,
};

function enabledItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}

/** Arrow keys move between the enabled items (Enter runs one: Arco's menu item handles it). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  const items = enabledItems(event.currentTarget);
  const current = items.findIndex((item) => item === document.activeElement);
  const next = current === -1 ? (step > 0 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
  items[next]?.focus();
}

/**
 * Builds the action menu (reload, close current/left/right/others/all) of the tab at an index, as
 * a plain Arco `<Menu>` so that `<Dropdown>` styles it and closes it after a choice. Reload is
 * offered for the active tab only. The menu takes focus when it opens.
 */
export function useTabActionsMenu(count: number, activeIndex: number): (index: number) => ReactElement {
  const { t } = useTranslation();
  const runAction = useTabActions();
  const focusFirstItem = useCallback((menu: HTMLDivElement | null) => {
    if (menu) enabledItems(menu)[0]?.focus();
  }, []);

  return (index) => {
    const items = [
      { action: 'reload' as const, disabled: index !== activeIndex },
      ...CLOSE_ACTIONS.map((action) => ({ action, disabled: !canClose(action, index, count) })),
    ];
    return (
      <Menu
        className={styles.actionsMenu}
        ref={focusFirstItem}
        onKeyDown={moveFocus}
        onClickMenuItem={(key) => {
          const item = items.find((i) => i.action === key);
          if (item) runAction(item.action, index);
        }}
      >
        {items.map(({ action, disabled }) => (
          <Menu.Item key={action} disabled={disabled} aria-disabled={disabled}>
            {ICONS[action]}
            {t(`tabBar.action.${action}`)}
          </Menu.Item>
        ))}
      </Menu>
    );
  };
}
