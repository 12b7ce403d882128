import { Avatar, Card, Skeleton } from '@arco-design/web-react';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useStudio, useViewers } from '../api/monitor-api';
import styles from './monitor.module.css';

/** The studio's picture (or its gasket), whose studio it is and how many watch it now. */
export function StudioPreview() {
  const { t, i18n } = useTranslation();
  const { data: studio } = useStudio();
  const viewers = useViewers() ?? 0;
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('monitor.preview.title')}</h2>}>
      <div
        className={studio?.gasket ? `${styles.preview} ${styles.gasket}` : styles.preview}
        role="img"
        aria-label={t(studio?.gasket ? 'monitor.preview.gasketPicture' : 'monitor.preview.livePicture')}
      >
        {studio && (
          <>
            <span className={styles.previewBadge}>
              {t(studio.gasket ? 'monitor.preview.gasket' : 'monitor.preview.live')}
            </span>
            <span className={styles.previewQuality}>{t(`monitor.quality.${studio.quality}`)}</span>
            <span className={styles.previewTitle}>{studio.title || t('monitor.preview.untitled')}</span>
          </>
        )}
      </div>
      {studio ? (
        <div className={styles.previewBar}>
          <span className={styles.previewOwner}>
            <Avatar size={24}>{studio.ownerName.slice(0, 1) || '?'}</Avatar>
            {t('monitor.preview.owner', { name: studio.ownerName || t('monitor.preview.noOwner') })}
          </span>
          <span className={styles.secondary} data-testid="monitor-viewers">
            {t('monitor.preview.viewers', { count: viewers, formatted: formatCount(viewers, i18n.language) })}
          </span>
        </div>
      ) : (
        <Skeleton text={{ rows: 1 }} animation />
      )}
    </Card>
  );
}
