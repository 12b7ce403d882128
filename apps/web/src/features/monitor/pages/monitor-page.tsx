import { PageContainer } from '@/components/page-container';
import { useTranslation } from '@/lib/i18n/i18n';
import { ChatWindow } from '../components/chat-window';
import { DataStatistic } from '../components/data-statistic';
import { QuickOperation } from '../components/quick-operation';
import { StudioInformation } from '../components/studio-information';
import { StudioPreview } from '../components/studio-preview';
import { StudioStatus } from '../components/studio-status';
import { useMonitorLive } from '../use-monitor-live';
import styles from '../components/monitor.module.css';

/** `/dashboard/monitor`: the live studio in real time (docs/product.md): chat, preview, programs, status, operations, information. */
export default function MonitorPage() {
  const { t } = useTranslation();
  useMonitorLive();
  return (
    <PageContainer>
      <h1 className={styles.pageTitle}>{t('menu.dashboard.monitor')}</h1>
      <div className={styles.layout}>
        <div className={styles.left}>
          <ChatWindow />
        </div>
        <div className={styles.centre}>
          <StudioPreview />
          <DataStatistic />
        </div>
        <div className={styles.right}>
          <StudioStatus />
          <QuickOperation />
          <StudioInformation />
        </div>
      </div>
    </PageContainer>
  );
}
