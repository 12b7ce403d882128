import { Grid } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Announcements } from '../components/announcements';
import { ContentCategoryChart } from '../components/content-category-chart';
import { ContentDataChart } from '../components/content-data-chart';
import { HelpDocs } from '../components/help-docs';
import { PopularContent } from '../components/popular-content';
import { QuickOperations } from '../components/quick-operations';
import { WelcomeBanner } from '../components/welcome-banner';
import { WorkplaceCarousel } from '../components/workplace-carousel';
import styles from './workplace-page.module.css';

/** `/dashboard/workplace`, the landing page (docs/product.md, Workplace). */
export default function WorkplacePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.left}>
        <div className={styles.panel}>
          <WelcomeBanner />
          <ContentDataChart />
        </div>
        {/* Side by side only from 1600 px: narrower, each card is about 300 px, which cuts the
            popular titles to a few letters and pushes the daily increase out of sight. */}
        <Grid.Row gutter={16}>
          <Grid.Col xs={24} xxl={12} style={{ marginBottom: 16 }}>
            <PopularContent />
          </Grid.Col>
          <Grid.Col xs={24} xxl={12} style={{ marginBottom: 16 }}>
            <ContentCategoryChart />
          </Grid.Col>
        </Grid.Row>
      </div>
      <aside className={styles.right} aria-label={t('workplace.side')}>
        <QuickOperations />
        <WorkplaceCarousel />
        <Announcements />
        <HelpDocs />
      </aside>
    </div>
  );
}
