import { Avatar, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconExport, IconSettings, IconTag, IconUser } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { ROUTES, type Role } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
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

export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const route = useCurrentRoute();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  const switchRole = useSwitchRole();
  if (!user) return null;

  const otherRole = user.roles.find((r) => r !== user.role);
  const pages = PAGE_ENTRIES.flatMap((entry) => {
    const live = ROUTES.find((r) => r.name === entry.route);
    return live ? [{ ...entry, path: live.path }] : [];
  });

  const changeRole = (role: Role) =>
    switchRole.mutate(role, {
      onSuccess: () => Message.success(t('navbar.switchRole.done', { role: t(`role.${role}`) })),
    });

  const onClick = (key: string) => {
    if (key === 'logout') void signOut(route ? loginUrl(route, location) : '/login');
    else if (key === 'switchRole' && otherRole) changeRole(otherRole);
    else {
      const page = pages.find((p) => p.route === key);
      if (page) void navigate(page.path);
    }
  };

  const menu = (
    <Menu onClickMenuItem={onClick}>
      {otherRole && (
        <Menu.Item key="switchRole">
          <IconTag className={styles.menuIcon} />
          {t('navbar.switchRole.to', { role: t(`role.${otherRole}`) })}
        </Menu.Item>
      )}
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
