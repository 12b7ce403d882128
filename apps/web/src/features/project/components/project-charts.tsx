import { useCallback, useMemo } from 'react';
import { Grid } from '@arco-design/web-react';
import type { ProjectDetail } from '@console/shared/project/schemas';
import {
  finishedPerDayOption,
  PROJECT_CHART_HEIGHT,
  projectChartTexts,
  tasksByTypeOption,
} from '@console/shared/project/charts';
import { ChartCard, useChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import { projectChartSnapshot } from '../api/get-project-detail';
import styles from './project.module.css';

/**
 * The overview's charts: tasks by type (donut) and tasks finished per day over 14 days (line). The
 * server draws their first view (ADR 052), so the page needs no ECharts until one turns live.
 */
export function ProjectCharts({ detail }: { detail: ProjectDetail }) {
  const { t } = useTranslation();
  const texts = useMemo(() => projectChartTexts(t), [t]);
  const { tasksByType, finishedPerDay } = detail;
  const types = useChartOption(
    useCallback((isDark: boolean) => tasksByTypeOption(tasksByType, isDark, texts), [tasksByType, texts]),
  );
  const finished = useChartOption(
    useCallback((isDark: boolean) => finishedPerDayOption(finishedPerDay, isDark, texts), [finishedPerDay, texts]),
  );
  return (
    <Grid.Row gutter={16} className={styles.section}>
      <Grid.Col xs={24} lg={10}>
        <ChartCard
          bordered
          title={<h2 className={styles.title}>{t('project.chart.types')}</h2>}
          loading={false}
          empty={detail.stats.total === 0}
          option={types}
          height={PROJECT_CHART_HEIGHT}
          label={t('project.chart.types.label', {
            frontEnd: tasksByType[0]?.count ?? 0,
            design: tasksByType[1]?.count ?? 0,
            backEnd: tasksByType[2]?.count ?? 0,
          })}
          snapshot={projectChartSnapshot(detail.id, 'tasks-by-type')}
        />
      </Grid.Col>
      <Grid.Col xs={24} lg={14}>
        <ChartCard
          bordered
          title={<h2 className={styles.title}>{t('project.chart.finished')}</h2>}
          loading={false}
          empty={false}
          option={finished}
          height={PROJECT_CHART_HEIGHT}
          label={t('project.chart.finished.label', {
            count: finishedPerDay.reduce((sum, d) => sum + d.count, 0),
          })}
          snapshot={projectChartSnapshot(detail.id, 'finished-per-day')}
        />
      </Grid.Col>
    </Grid.Row>
  );
}
