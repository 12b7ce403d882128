import { Link } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './block-error.module.css';

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
