import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { getRoute, type RouteName } from '@console/shared';
import styles from './workplace.module.css';

/** Path of a page that is built (not `planned`); the route guard still checks the role. */
export function livePath(name: RouteName): string | undefined {
  const route = getRoute(name);
  return route && !route.planned ? route.path : undefined;
}

/** A block's "more" link to the screen with the details; absent until that screen ships. */
export function MoreLink({ to }: { to: RouteName }) {
  const { t } = useTranslation();
  const path = livePath(to);
  return path ? (
    <Link className={styles.more} to={path}>
      {t('workplace.more')}
    </Link>
  ) : null;
}
