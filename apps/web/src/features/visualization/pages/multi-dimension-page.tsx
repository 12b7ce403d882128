import { PageContainer } from '@/components/page-container';
import { AnalysisHeader } from '../components/analysis-header';
import { PublishingSourceChart, TypeDistributionChart, UserActionsChart } from '../components/analysis-charts';
import { ChainGrowth } from '../components/chain-growth';
import { DataOverview } from '../components/data-overview';
import styles from '../components/analysis.module.css';

/** `/visualization/multi-dimension-data-analysis`: overview, user actions, type radar, chain growth, sources (docs/product.md). */
export default function MultiDimensionPage() {
  return (
    <PageContainer>
      <div className={styles.stack}>
        <AnalysisHeader title="menu.visualization.multiDimensionDataAnalysis" />
        <div className={styles.overviewRow}>
          <DataOverview />
          <div className={styles.stack}>
            <UserActionsChart />
            <TypeDistributionChart />
          </div>
        </div>
        <ChainGrowth />
        <PublishingSourceChart />
      </div>
    </PageContainer>
  );
}
