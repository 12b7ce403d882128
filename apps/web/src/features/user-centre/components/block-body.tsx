import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from '@arco-design/web-react';
import { BlockError } from './block-error';

interface BlockBodyProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown until the first answer. */
  skeleton: ReactNode;
  /** What an empty answer says. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A block's list: skeletons while loading, a retry link when the fetch failed, an empty state, or the items. */
export function BlockBody<T>({ query, skeleton, empty, children }: BlockBodyProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) return <BlockError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty description={empty} />;
  return children(query.data);
}
