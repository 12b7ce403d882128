import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio } from '@arco-design/web-react';
import { WALLET_TREND_RANGES, type WalletTrendRange } from '@console/shared/wallet/constants';
import type { WalletTrend } from '@console/shared/wallet/schemas';
import {
  ChartCard,
  chartPalette,
  chartTooltip,
  loadAnalysisCharts,
  useChartOption,
  type ChartOption,
} from '@/components/chart';
import { formatMoney } from '@/lib/format';
import { currentLocale, useTranslation } from '@/lib/i18n/i18n';
import { walletTrendQuery } from '../api/wallet-queries';
import { LoadFailed } from './wallet-options';
import styles from './wallet.module.css';

const HEIGHT = 300;
const BAR = '#165DFF';
const LINE = '#F77234';

/** Bars of spending on the left axis, the period-end balance as a line on the right one; amounts in CNY. */
function trendOption(trend: WalletTrend, names: { spending: string; balance: string }, isDark: boolean): ChartOption {
  const palette = chartPalette(isDark);
  const money = (value: number) => formatMoney(value, currentLocale());
  const axis = (position: 'left' | 'right') => ({
    type: 'value' as const,
    position,
    axisLabel: {
      color: palette.text,
      formatter: (value: number) => (Math.abs(value) >= 1000 ? `${value / 1000}k` : String(value)),
    },
    splitLine: { show: position === 'left', lineStyle: { type: 'dashed' as const, color: palette.splitLine } },
  });
  return {
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    tooltip: {
      ...chartTooltip(isDark, 'axis'),
      extraCssText: 'backdrop-filter: blur(8px); box-shadow: 0 4px 10px rgba(0, 0, 0, 0.1);',
      valueFormatter: (value) => `¥${money(Number(value))}`,
    },
    legend: { bottom: 0, icon: 'circle', itemWidth: 8, textStyle: { color: palette.text } },
    xAxis: {
      type: 'category',
      data: trend.xAxis,
      axisLabel: { color: palette.text },
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
    },
    yAxis: [axis('left'), axis('right')],
    series: [
      {
        name: names.spending,
        type: 'bar',
        data: trend.spending,
        barMaxWidth: 24,
        itemStyle: { color: BAR, borderRadius: [2, 2, 0, 0] },
      },
      {
        name: names.balance,
        type: 'line',
        yAxisIndex: 1,
        data: trend.balance,
        smooth: true,
        showSymbol: false,
        lineStyle: { width: 3, color: LINE },
        itemStyle: { color: LINE },
      },
    ],
  };
}

/** The spending trend over the last 12 months, by month or by quarter; the server labels the periods. */
export function SpendingTrend() {
  const { t } = useTranslation();
  const [range, setRange] = useState<WalletTrendRange>('month');
  const trend = useQuery(walletTrendQuery(range));
  const { data } = trend;
  const spending = t('wallet.trend.spending');
  const balance = t('wallet.trend.balance');
  const build = useCallback(
    (isDark: boolean) => (data ? trendOption(data, { spending, balance }, isDark) : {}),
    [data, spending, balance],
  );
  const option = useChartOption(build);
  const title = <h2 className={styles.blockTitle}>{t('wallet.trend.title')}</h2>;
  const extra = (
    <Radio.Group
      type="button"
      size="small"
      value={range}
      onChange={(value: WalletTrendRange) => setRange(value)}
      aria-label={t('wallet.trend.range')}
    >
      {WALLET_TREND_RANGES.map((key) => (
        <Radio key={key} value={key}>
          {t(`wallet.trend.${key}`)}
        </Radio>
      ))}
    </Radio.Group>
  );

  if (trend.isError && !data) {
    return (
      <Card title={title} extra={extra}>
        <LoadFailed onRetry={() => void trend.refetch()} />
      </Card>
    );
  }
  return (
    <ChartCard
      title={title}
      extra={extra}
      loading={!data}
      empty={data !== undefined && [...data.spending, ...data.balance].every((value) => value === 0)}
      option={option}
      height={HEIGHT}
      label={t(`wallet.trend.label.${range}`)}
      load={loadAnalysisCharts}
    />
  );
}
