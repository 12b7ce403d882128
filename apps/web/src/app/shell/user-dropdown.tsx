import { Avatar, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconExport, IconSettings, IconTag, IconUser } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { ROUTES, type Role } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
import { roleLabel } from '@/lib/session/role-label';
import { useSignOut } from '@/lib/session/sign-out';
import { useSwitchRole } from '@/app/shell/switch-role';
import { loginUrl } from '@/lib/routing/routing';
import { useCurrentRoute } from '@/lib/routing/current-route';
import styles from './navbar.module.css';

/** Entries of the avatar menu that lead to a page, shown only while that page is live. */
const PAGE_ENTRIES = [
  { route: 'Info', labelKey: 'navbar.userCenter', Icon: IconUser },
  { route: 'Setting', labelKey: 'navbar.userSettings', Icon: IconSettings },
] as const;

/** The key prefix of the menu items that switch to one of the account's other roles. */
const SWITCH_ROLE = 'switchRole:';

export function UserDropdown() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const route = useCurrentRoute();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  const switchRole = useSwitchRole();
  if (!user) return null;

  const otherRoles = user.roles.filter((r) => r !== user.role);
  const pages = PAGE_ENTRIES.flatMap((entry) => {
    const live = ROUTES.find((r) => r.name === entry.route);
    return live ? [{ ...entry, path: live.path }] : [];
  });

  const label = (role: Role) => roleLabel(role, user.roleLabels[role], i18n.language);
  const changeRole = (role: Role) =>
    switchRole.mutate(role, {
      onSuccess: () => Message.success(t('navbar.switchRole.done', { role: label(role) })),
    });

  const onClick = (key: string) => {
    if (key === 'logout') void signOut(route ? loginUrl(route, location) : '/login');
    else if (key.startsWith(SWITCH_ROLE)) changeRole(key.slice(SWITCH_ROLE.length));
    else {
      const page = pages.find((p) => p.route === key);
      if (page) void navigate(page.path);
    }
  };

  const menu = (
    <Menu onClickMenuItem={onClick}>
      {otherRoles.map((role) => (
        <Menu.Item key={`${SWITCH_ROLE}${role}`}>
          <IconTag className={styles.menuIcon} />
          {t('navbar.switchRole.to', { role: label(role) })}
        </Menu.Item>
      ))}
      {pages.map(({ route: name, labelKey, Icon }) => (
        <Menu.Item key={name}>
          <Icon className={styles.menuIcon} />
          {t(labelKey)}
        </Menu.Item>
      ))}
      <Menu.Item key="logout">
        <IconExport className={styles.menuIcon} />
        {t('navbar.logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <button type="button" className={styles.avatarButton} aria-label={t('navbar.account', { name: user.name })}>
        <Avatar size={32}>
          {user.avatar ? <img src={user.avatar} alt="" /> : user.name.slice(0, 1).toUpperCase()}
        </Avatar>
      </button>
    </Dropdown>
  );
}
