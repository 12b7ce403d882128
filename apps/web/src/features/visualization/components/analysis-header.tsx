import { Card } from '@arco-design/web-react';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { PeriodControl } from './period-control';
import styles from './analysis.module.css';

/** The screen's heading and its period control. */
export function AnalysisHeader({ title }: { title: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t(title)}</h1>
          <span className={styles.hint}>{t('visualization.period.hint')}</span>
        </div>
        <PeriodControl />
      </div>
    </Card>
  );
}
