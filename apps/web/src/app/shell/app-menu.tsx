import { useEffect, useRef, useState } from 'react';
import { Menu } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { routeAncestors, type MenuNode, type RouteName } from '@console/shared';
import { useNavigationPreload } from '@/lib/routing/navigation-preload';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { MENU_ICONS } from '@/components/menu-icons';
import { useMenuAriaRoles } from './use-menu-aria-roles';
import { useMenuTree } from './use-menu-tree';
import styles from './app-menu.module.css';

interface AppMenuProps {
  mode?: 'vertical' | 'horizontal';
  collapsed?: boolean;
  /** Called after an internal entry was chosen (closes the mobile drawer). */
  onNavigate?: () => void;
}

function findNode(nodes: readonly MenuNode[], name: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const child = node.children && findNode(node.children, name);
    if (child) return child;
  }
  return undefined;
}

/** The names of the menu groups that lead to the route `name`. */
const ancestorsOf = (name: string) => routeAncestors(name).map((r) => r.name);

/** The role's menu as sider, drawer or top menu (docs/product.md, Shell: layout). */
export function AppMenu({ mode = 'vertical', collapsed = false, onNavigate }: AppMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preload = useNavigationPreload();
  const tree = useMenuTree();
  const route = useCurrentRoute();
  const selected = route?.activeMenu ?? route?.name ?? '';
  // The groups leading to the current page are open from the first paint: opened by the effect
  // below, they unfolded after it, moving the items under a pointer or a test's click.
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(selected));
  const rootRef = useRef<HTMLDivElement>(null);
  useMenuAriaRoles(rootRef);

  // Open the groups leading to the current page, never closing the ones the user opened.
  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...ancestorsOf(selected)])]);
  }, [selected]);

  const choose = (name: string) => {
    const node = findNode(tree, name);
    if (!node) return;
    if (node.external) {
      window.open(node.path, '_blank', 'noopener,noreferrer');
      return;
    }
    onNavigate?.();
    if (name !== route?.name) void navigate(node.path);
  };

  // An entry's name: the one an administrator gave it in this language, else the route table's.
  const title = (node: MenuNode) => node.title ?? t(messageKey(node.titleKey));
  const label = (node: MenuNode) => {
    const Icon = node.icon && MENU_ICONS[node.icon];
    return (
      <>
        {Icon && <Icon className={styles.icon} />}
        {title(node)}
      </>
    );
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <Menu
        mode={mode}
        collapse={collapsed}
        className={styles.menu}
        selectedKeys={[selected]}
        openKeys={openKeys}
        onClickSubMenu={(key, keys) => {
          setOpenKeys(keys);
          // Opening a group is a step towards one of its pages: their code loads meanwhile.
          if (keys.includes(key))
            findNode(tree, key)?.children?.forEach((child) => preload.page(child.name as RouteName));
        }}
        onClickMenuItem={choose}
        levelIndent={34}
        autoOpen={false}
      >
        {tree.map((node) =>
          node.children ? (
            <Menu.SubMenu key={node.name} title={label(node)}>
              {node.children.map((child) => (
                <Menu.Item key={child.name}>{title(child)}</Menu.Item>
              ))}
            </Menu.SubMenu>
          ) : (
            <Menu.Item key={node.name}>{label(node)}</Menu.Item>
          ),
        )}
      </Menu>
    </div>
  );
}
