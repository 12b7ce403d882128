import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio } from '@arco-design/web-react';
import { WALLET_TREND_RANGES, type WalletTrendRange } from '@console/shared/wallet/constants';
import { spendingTrendOption, WALLET_TREND_HEIGHT, walletTrendTexts } from '@console/shared/wallet/charts';
import { ChartCard, loadAnalysisCharts, useChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import { walletChartSnapshot, walletTrendQuery } from '../api/wallet-queries';
import { LoadFailed } from './wallet-options';
import styles from './wallet.module.css';

/** The spending trend over the last 12 months, by month or by quarter; the server labels the periods. */
export function SpendingTrend() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<WalletTrendRange>('month');
  const trend = useQuery(walletTrendQuery(range));
  const { data } = trend;
  const texts = useMemo(() => walletTrendTexts(t, i18n.language), [t, i18n.language]);
  const build = useCallback((isDark: boolean) => (data ? spendingTrendOption(data, isDark, texts) : {}), [data, texts]);
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
      height={WALLET_TREND_HEIGHT}
      label={t(`wallet.trend.label.${range}`)}
      load={loadAnalysisCharts}
      snapshot={walletChartSnapshot('spending-trend', range)}
    />
  );
}
