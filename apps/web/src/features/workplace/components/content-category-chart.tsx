import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ContentCategories } from '@console/shared/workplace/schemas';
import { ChartCard, chartPalette, useChartOption, type ChartOption } from '@/components/chart';
import { formatCount } from '@/lib/format';
import { contentCategoriesQueryOptions } from '../api/get-content-categories';
import styles from './workplace.module.css';

const SLICE_COLORS = { light: ['#249EFF', '#846BCE', '#21CCFF'], dark: ['#3D72F6', '#A079DC', '#3DB9E5'] };

interface Labels {
  centre: string;
  total: string;
  names: string[];
}

function categoriesOption(categories: ContentCategories, isDark: boolean, labels: Labels): ChartOption {
  const palette = chartPalette(isDark);
  return {
    color: isDark ? SLICE_COLORS.dark : SLICE_COLORS.light,
    tooltip: { trigger: 'item', backgroundColor: palette.tooltipBackground, borderColor: palette.tooltipBorder, textStyle: { color: palette.text } },
    legend: { bottom: 0, icon: 'circle', itemWidth: 8, textStyle: { color: palette.text } },
    graphic: [
      { type: 'text', left: 'center', top: '38%', style: { text: labels.centre, fill: palette.text, fontSize: 14 } },
      { type: 'text', left: 'center', top: '46%', style: { text: labels.total, fill: isDark ? '#fff' : '#1D2129', fontSize: 16, fontWeight: 500 } },
    ],
    series: [
      {
        type: 'pie',
        radius: ['50%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{d}%', color: palette.text },
        itemStyle: { borderColor: isDark ? '#232324' : '#fff', borderWidth: 1 },
        data: categories.list.map((c, i) => ({ name: labels.names[i] ?? c.category, value: c.count })),
      },
    ],
  };
}

/** Donut of the content volume per category, the total in its centre. */
export function ContentCategoryChart() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(contentCategoriesQueryOptions());
  const build = useCallback(
    (isDark: boolean) =>
      categoriesOption(data ?? { total: 0, list: [] }, isDark, {
        centre: t('workplace.categories.volume'),
        total: formatCount(data?.total ?? 0, i18n.language),
        names: (data?.list ?? []).map((c) => t(`workplace.category.${c.category}`)),
      }),
    [data, t, i18n.language],
  );
  const option = useChartOption(build);
  return (
    <ChartCard
      title={<h2 className={styles.blockTitle}>{t('workplace.categories')}</h2>}
      loading={isPending}
      empty={!data || data.total === 0}
      option={option}
      height={310}
      label={t('workplace.categories.label')}
    />
  );
}
