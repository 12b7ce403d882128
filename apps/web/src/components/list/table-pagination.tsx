import { useId } from 'react';
import { Pagination } from '@arco-design/web-react';
import { PAGE_SIZE_OPTIONS } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import styles from './search-table.module.css';

export interface TablePaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (current: number, pageSize: number) => void;
}

/**
 * The table's pagination: the total, the pages (smaller on a phone) and the page size
 * changer. The changer is a native select with a visible label: Arco's own failed axe.
 */
export function TablePagination({ current, pageSize, total, onChange }: TablePaginationProps) {
  const { t } = useTranslation();
  const mobile = useSettings((s) => s.device === 'mobile');
  const sizeId = useId();
  // A size from a shared link that the list does not offer stays selectable.
  const sizes = [...new Set([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);
  return (
    <div className={styles.pagination}>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        size={mobile ? 'small' : 'default'}
        showTotal={(count: number) => t('table.total', { count })}
        onChange={(page) => onChange(page, pageSize)}
      />
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
