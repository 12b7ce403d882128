import { useId } from 'react';
import { Pagination } from '@arco-design/web-react';
import { LIST_WINDOW, PAGE_SIZE_OPTIONS } from '@console/shared';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import styles from './search-table.module.css';

export interface TablePaginationProps {
  current: number;
  pageSize: number;
  total: number;
  /** The list holds more rows than `total`, which counted as far as the window (`LIST_WINDOW`). */
  totalCapped?: boolean;
  onChange: (current: number, pageSize: number) => void;
}

/**
 * The table's pagination: the total, the pages (smaller on a phone) and the page size
 * changer. The changer is a native select with a visible label: Arco's own failed axe. The pages
 * reach as deep as the list's window; past it, a note says how to reach the rest.
 */
export function TablePagination({ current, pageSize, total, totalCapped = false, onChange }: TablePaginationProps) {
  const { t, i18n } = useTranslation();
  const mobile = useSettings((s) => s.device === 'mobile');
  const sizeId = useId();
  // A size from a shared link that the list does not offer stays selectable.
  const sizes = [...new Set([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);
  return (
    <div className={styles.pagination}>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={Math.min(total, LIST_WINDOW)}
        size={mobile ? 'small' : 'default'}
        showTotal={() =>
          t(totalCapped ? 'table.totalCapped' : 'table.total', {
            count: total,
            total: formatCount(total, i18n.language),
          })
        }
        onChange={(page) => onChange(page, pageSize)}
      />
      {(totalCapped || total > LIST_WINDOW) && (
        <span className={styles.window}>
          {t('table.window', { count: LIST_WINDOW, window: formatCount(LIST_WINDOW, i18n.language) })}
        </span>
      )}
      <span className={styles.pageSize}>
        <label htmlFor={sizeId}>{t('table.pageSize')}</label>
        {/* A new size starts again on the first page. */}
        <select id={sizeId} value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
