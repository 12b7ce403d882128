import { defineScreens } from '@/lib/routing/screen';
import type { Dictionary } from '@/lib/i18n/i18n-core';

const texts = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });
// Both screens are charts from the first view: a sign-in landing here brings ECharts along.
const preload = () => import('@/components/chart/echarts-analysis');

export default defineScreens({
  DataAnalysis: {
    page: () => import('./pages/data-analysis-page'),
    texts,
    prefetch: () => import('./api/prefetch-data-analysis'),
    preload,
  },
  MultiDimensionDataAnalysis: {
    page: () => import('./pages/multi-dimension-page'),
    texts,
    prefetch: () => import('./api/prefetch-multi-dimension'),
    preload,
  },
});
