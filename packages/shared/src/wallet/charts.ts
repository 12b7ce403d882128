import { abbreviate, categoryAxis, chartPalette, chartTooltip, type ChartOption } from '../chart/option';
import { formatMoney } from '../format';
import type { WalletTrend } from './schemas';

/**
 * The wallet's spending trend, built once for both places that draw it: the browser, with
 * ECharts, and the server, whose SVG of the first view the browser shows until then (ADR 052).
 */

/** The wallet charts the server draws, by the name in `GET /api/user/account/charts/:chart`. */
export const WALLET_CHARTS = ['spending-trend'] as const;
export type WalletChart = (typeof WALLET_CHARTS)[number];

/** Drawing-area height of the trend in CSS pixels: the page lays it out, the server draws at it. */
export const WALLET_TREND_HEIGHT = 300;

/** The keys of the texts the trend shows: the wallet screen's, of which the server keeps a copy. */
export type WalletChartTextKey = 'wallet.trend.spending' | 'wallet.trend.balance';

export interface WalletTrendTexts {
  locale: string;
  /** The series' names, in the legend and the tooltip. */
  spending: string;
  balance: string;
}

/** The trend's texts in `locale`, read with its translator: the screen's dictionary, or the server's copy. */
export function walletTrendTexts(t: (key: WalletChartTextKey) => string, locale: string): WalletTrendTexts {
  return { locale, spending: t('wallet.trend.spending'), balance: t('wallet.trend.balance') };
}

const BAR = '#165DFF';
const LINE = '#F77234';

/** Bars of spending on the left axis, the period-end balance as a line on the right one; amounts in CNY. */
export function spendingTrendOption(trend: WalletTrend, isDark: boolean, texts: WalletTrendTexts): ChartOption {
  const palette = chartPalette(isDark);
  const axis = (position: 'left' | 'right') => ({
    type: 'value' as const,
    position,
    axisLabel: { color: palette.text, formatter: (value: number) => abbreviate(value) },
    splitLine: { show: position === 'left', lineStyle: { type: 'dashed' as const, color: palette.splitLine } },
  });
  return {
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    tooltip: {
      ...chartTooltip(isDark, 'axis'),
      extraCssText: 'backdrop-filter: blur(8px); box-shadow: 0 4px 10px rgba(0, 0, 0, 0.1);',
      valueFormatter: (value) => `¥${formatMoney(Number(value), texts.locale)}`,
    },
    legend: { bottom: 0, icon: 'circle', itemWidth: 8, textStyle: { color: palette.text } },
    xAxis: { ...categoryAxis(isDark, trend.xAxis), axisTick: { show: false } },
    yAxis: [axis('left'), axis('right')],
    series: [
      {
        name: texts.spending,
        type: 'bar',
        data: trend.spending,
        barMaxWidth: 24,
        itemStyle: { color: BAR, borderRadius: [2, 2, 0, 0] },
      },
      {
        name: texts.balance,
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
