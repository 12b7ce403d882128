import type { ReactNode } from 'react';
import { Breadcrumb } from '@arco-design/web-react';
import { IconApps } from '@arco-design/web-react/icon';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { routeAncestors } from '@console/shared';
import { useCurrentRoute } from '@/lib/routing/current-route';
import styles from './page-container.module.css';

interface PageContainerProps {
  /** Crumbs appended after the route's own (e.g. a project's name). */
  extraCrumbs?: string[];
  children: ReactNode;
}

/** Page frame: side padding and the breadcrumb built from the route table (docs/product.md, Shell: layout). */
export function PageContainer({ extraCrumbs = [], children }: PageContainerProps) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const crumbs = route
    ? [
        ...routeAncestors(route.name).map((r) => t(messageKey(r.titleKey))),
        t(messageKey(route.titleKey)),
        ...extraCrumbs,
      ]
    : extraCrumbs;
  return (
    <div className={styles.container}>
      <nav aria-label={t('breadcrumb.label')}>
        <Breadcrumb className={styles.breadcrumb}>
          {/* Arco wraps each item in a list of its own with a separator: each needs a key. */}
          <Breadcrumb.Item key="home">
            <IconApps aria-label={t('breadcrumb.home')} />
          </Breadcrumb.Item>
          {crumbs.map((crumb) => (
            <Breadcrumb.Item key={crumb}>{crumb}</Breadcrumb.Item>
          ))}
        </Breadcrumb>
      </nav>
      {children}
    </div>
  );
}
