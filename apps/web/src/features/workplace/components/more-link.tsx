import { useTranslation } from '@/lib/i18n/i18n';
import { Link } from 'react-router';
import { canAccess, getRoute, type RouteName } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
import styles from './workplace.module.css';

/**
 * The path of a page of the route table, when the session may open it (its role's permissions,
 * as the menu reads them; the route guard and the server check again): no link leads a user to
 * a page that would send them back.
 */
export function useOpenablePath(): (name: string) => string | undefined {
  const grant = useUserInfo().data;
  return (name) => {
    const route = getRoute(name);
    return route && canAccess(route, grant) ? route.path : undefined;
  };
}

/** A block's "more" link to the screen with the details, shown to sessions that may open it. */
export function MoreLink({ to }: { to: RouteName }) {
  const { t } = useTranslation();
  const path = useOpenablePath()(to);
  return path ? (
    <Link className={styles.more} to={path}>
      {t('workplace.more')}
    </Link>
  ) : null;
}
