import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Grid, Space, Statistic, type StatisticProps } from '@arco-design/web-react';
import { getRoute } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import { walletSummaryQuery } from '../api/wallet-queries';
import { LoadFailed } from './wallet-options';
import styles from './wallet.module.css';

/** Where orders are paid and renewed: the card list's services (an expired one shows "renew"). */
const SERVICES_PATH = getRoute('Card')?.path ?? '/';

function SummaryCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Grid.Col xs={24} md={8}>
      <Card className={styles.summaryCard} aria-labelledby={id} role="region">
        <h2 id={id} className={styles.blockTitle}>
          {title}
        </h2>
        {children}
      </Card>
    </Grid.Col>
  );
}

export interface WalletSummaryProps {
  onRecharge: () => void;
  onWithdraw: () => void;
}

/** The balance with the recharge and withdraw buttons, and the orders awaiting payment: the Workplace banner's figures. */
export function WalletSummaryRow({ onRecharge, onWithdraw }: WalletSummaryProps) {
  const { t } = useTranslation();
  const summary = useQuery(walletSummaryQuery());
  const data = summary.data;
  const loading = data === undefined && !summary.isError;
  // Sums of money show exactly as they are, at once: a balance that counts up reads as a wrong one meanwhile.
  const figure = (value: number | undefined, options: Omit<StatisticProps, 'value'> = {}) =>
    summary.isError && !data ? (
      <LoadFailed onRetry={() => void summary.refetch()} />
    ) : (
      <Statistic value={value ?? 0} loading={loading} groupSeparator {...options} />
    );

  return (
    <Grid.Row gutter={[16, 16]}>
      <SummaryCard id="wallet-balance" title={t('wallet.balance')}>
        {figure(data?.balance, { precision: 2, prefix: '¥', styleValue: { fontSize: 28 } })}
        <div className={styles.caption}>{t('wallet.available')}</div>
        <Space className={styles.actions}>
          <Button type="primary" onClick={onRecharge} disabled={!data}>
            {t('wallet.recharge')}
          </Button>
          <Button type="outline" onClick={onWithdraw} disabled={!data}>
            {t('wallet.withdraw')}
          </Button>
        </Space>
      </SummaryCard>
      <SummaryCard id="wallet-pending" title={t('wallet.pendingOrders')}>
        {figure(data?.pendingOrders)}
        <div className={styles.caption}>{t('wallet.ordersHint')}</div>
        <Link className={styles.more} to={SERVICES_PATH}>
          {t('wallet.pendingOrders.view')}
        </Link>
      </SummaryCard>
      <SummaryCard id="wallet-renewal" title={t('wallet.renewalOrders')}>
        {figure(data?.renewalOrders)}
        <div className={styles.caption}>{t('wallet.ordersHint')}</div>
        <Link className={styles.more} to={SERVICES_PATH}>
          {t('wallet.renewalOrders.renew')}
        </Link>
      </SummaryCard>
    </Grid.Row>
  );
}
