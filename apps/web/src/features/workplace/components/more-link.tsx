import { useTranslation } from '@/lib/i18n/i18n';
import { Link } from 'react-router';
import { getRoute, type RouteName } from '@console/shared';
import styles from './workplace.module.css';

/** Path of a page of the route table; the route guard still checks the role. */
export function routePath(name: RouteName): string | undefined {
  return getRoute(name)?.path;
}

/** A block's "more" link to the screen with the details. */
export function MoreLink({ to }: { to: RouteName }) {
  const { t } = useTranslation();
  const path = routePath(to);
  return path ? (
    <Link className={styles.more} to={path}>
      {t('workplace.more')}
    </Link>
  ) : null;
}
