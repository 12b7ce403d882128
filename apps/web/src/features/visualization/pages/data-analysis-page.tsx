import { PageContainer } from '@/components/page-container';
import { AnalysisHeader } from '../components/analysis-header';
import { PeriodAnalysisChart, PublishRatioChart } from '../components/analysis-charts';
import { OpinionTiles } from '../components/opinion-tiles';
import { PopularAuthors } from '../components/popular-authors';
import styles from '../components/analysis.module.css';

/** `/visualization/data-analysis`: KPI tiles, publishing ratio, popular authors, period analysis (docs/product.md). */
export default function DataAnalysisPage() {
  return (
    <PageContainer>
      <div className={styles.stack}>
        <AnalysisHeader title="menu.visualization.dataAnalysis" />
        <OpinionTiles />
        <div className={styles.split}>
          <PublishRatioChart />
          <PopularAuthors />
        </div>
        <PeriodAnalysisChart />
      </div>
    </PageContainer>
  );
}
