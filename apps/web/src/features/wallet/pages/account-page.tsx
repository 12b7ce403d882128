import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '@/components/page-container';
import { useTranslation } from '@/lib/i18n/i18n';
import { walletSummaryQuery } from '../api/wallet-queries';
import { SpendingTrend } from '../components/spending-trend';
import { TransactionTable } from '../components/transaction-table';
import { RechargeModal, WithdrawModal } from '../components/wallet-modals';
import { WalletSummaryRow } from '../components/wallet-summary';
import styles from '../components/wallet.module.css';

type Dialog = 'recharge' | 'withdraw' | null;

/** `/user/account`: the caller's wallet: balance and orders, spending trend, transactions, recharge and withdraw (docs/decisions/021-wallet-ledger.md). */
export default function AccountPage() {
  const { t } = useTranslation();
  const summary = useQuery(walletSummaryQuery()).data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <PageContainer>
      <div className={styles.stack}>
        <h1 className={styles.title}>{t('menu.user.account')}</h1>
        <WalletSummaryRow onRecharge={() => setDialog('recharge')} onWithdraw={() => setDialog('withdraw')} />
        <SpendingTrend />
        <TransactionTable />
      </div>
      <RechargeModal visible={dialog === 'recharge'} onClose={close} />
      <WithdrawModal visible={dialog === 'withdraw'} onClose={close} summary={summary} />
    </PageContainer>
  );
}
