import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from '@arco-design/web-react';
import { IconApps, IconFire, IconFile, IconList, IconSettings } from '@arco-design/web-react/icon';
import { getRoute, type RouteDef, type RouteName } from '@console/shared';
import { MENU_ICONS } from '@/components/menu-icons';
import type { ReactNode } from 'react';
import { recentVisitsQueryOptions } from '../api/get-recent-visits';
import { useOpenablePath } from './more-link';
import styles from './workplace.module.css';

/** Quick operations (docs/product.md, Workplace): each opens the screen that does it. */
const QUICK_OPERATIONS: {
  key: 'contentManagement' | 'contentStatistics' | 'advancedSettings' | 'onlinePromotion' | 'contentPutIn';
  route: RouteName;
  icon: ReactNode;
}[] = [
  { key: 'contentManagement', route: 'SearchTable', icon: <IconFile /> },
  { key: 'contentStatistics', route: 'DataAnalysis', icon: <IconFire /> },
  { key: 'advancedSettings', route: 'Setting', icon: <IconSettings /> },
  { key: 'onlinePromotion', route: 'Card', icon: <IconApps /> },
  { key: 'contentPutIn', route: 'Step', icon: <IconList /> },
];

/** The menu icon of a page: its own, or its group's. */
function routeIcon(route: RouteDef): ReactNode {
  const name = route.icon ?? (route.parent ? getRoute(route.parent)?.icon : undefined);
  const Icon = name ? MENU_ICONS[name] : IconFile;
  return <Icon />;
}

function Tile({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className={styles.operation}>
      <span className={styles.operationIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.operationLabel}>{label}</span>
    </Link>
  );
}

function QuickOperationTiles() {
  const { t } = useTranslation();
  const pathOf = useOpenablePath();
  return (
    <div className={styles.operations}>
      {QUICK_OPERATIONS.flatMap(({ key, route, icon }) => {
        const path = pathOf(route);
        return path ? [<Tile key={key} to={path} icon={icon} label={t(`workplace.quick.${key}`)} />] : [];
      })}
    </div>
  );
}

/** The routes the user opened last, as recorded by the server. */
function RecentVisitTiles() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(recentVisitsQueryOptions());
  const pathOf = useOpenablePath();
  if (isPending) return <Skeleton animation text={{ rows: 2 }} />;
  // A page visited before the session's permissions shrank is left out with the others it may not open.
  const visits = (data ?? []).flatMap((visit) => {
    const route = getRoute(visit.name);
    return route && pathOf(route.name) ? [route] : [];
  });
  if (visits.length === 0) return <Empty description={t('workplace.recent.empty')} />;
  return (
    <div className={styles.operations}>
      {visits.map((route) => (
        <Tile key={route.name} to={route.path} icon={routeIcon(route)} label={t(messageKey(route.titleKey))} />
      ))}
    </div>
  );
}

/** One panel: quick operations, then recently visited. */
export function QuickOperations() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="workplace-quick">
      <h2 id="workplace-quick" className={styles.blockTitle}>
        {t('workplace.quick')}
      </h2>
      <QuickOperationTiles />
      <h2 className={styles.blockTitle}>{t('workplace.recent')}</h2>
      <RecentVisitTiles />
    </section>
  );
}
