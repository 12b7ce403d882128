import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Link } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './user-centre.module.css';

interface BlockBodyProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown until the first answer. */
  skeleton: ReactNode;
  /** What an empty answer says. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A block whose fetch failed: says so, with a retry link. */
export function BlockError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.blockError} role="status">
      <span>{t('userCentre.loadError')}</span>
      <Link onClick={onRetry}>{t('userCentre.retry')}</Link>
    </div>
  );
}

/** A block's list: skeletons while loading, a retry link when the fetch failed, an empty state, or the items. */
export function BlockBody<T>({ query, skeleton, empty, children }: BlockBodyProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) return <BlockError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty description={empty} />;
  return children(query.data);
}
