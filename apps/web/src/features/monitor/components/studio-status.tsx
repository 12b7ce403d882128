import { Card, Descriptions, Skeleton, Tag } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useStudio } from '../api/monitor-api';
import styles from './monitor.module.css';

const mbps = (kbps: number) => `${(kbps / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })} Mbps`;

/** Each stream line's bit rate and frame rate, and how the picture goes out (line, CDN, format, quality). */
export function StudioStatus() {
  const { t } = useTranslation();
  const { data: studio } = useStudio();
  return (
    <Card
      title={<h2 className={styles.cardTitle}>{t('monitor.status.title')}</h2>}
      extra={
        studio && (
          <Tag className={styles.tag} color={studio.gasket ? 'orange' : 'green'}>
            {t(studio.gasket ? 'monitor.status.gasket' : 'monitor.status.smooth')}
          </Tag>
        )
      }
    >
      {studio ? (
        <>
          <Descriptions
            className={styles.descriptions}
            column={2}
            colon=":"
            layout="inline-vertical"
            size="small"
            data={studio.streams.flatMap((stream) => [
              {
                label: t('monitor.status.bitRate', { line: t(`monitor.line.${stream.line}`) }),
                value: mbps(stream.bitRate),
              },
              { label: t('monitor.status.frameRate'), value: String(stream.frameRate) },
            ])}
          />
          <h3 className={styles.subTitle}>{t('monitor.status.picture')}</h3>
          <Descriptions
            className={styles.descriptions}
            column={2}
            colon=":"
            layout="inline-vertical"
            size="small"
            data={[
              { label: t('monitor.status.line'), value: t(`monitor.line.${studio.line}`) },
              { label: t('monitor.status.cdn'), value: studio.cdn },
              { label: t('monitor.status.format'), value: studio.playFormat.toUpperCase() },
              { label: t('monitor.status.quality'), value: t(`monitor.quality.${studio.quality}`) },
            ]}
          />
        </>
      ) : (
        <Skeleton text={{ rows: 4 }} animation />
      )}
    </Card>
  );
}
