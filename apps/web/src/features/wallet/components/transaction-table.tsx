import { useMemo } from 'react';
import { Card } from '@arco-design/web-react';
import { WALLET_SEARCH_MAX, WALLET_TRANSACTION_TYPES } from '@console/shared/wallet/constants';
import type { WalletTransaction } from '@console/shared/wallet/schemas';
import { ListPanel, type ListFilter, type SearchTableColumn } from '@/components/list';
import { formatDateTime, formatMoney } from '@/lib/format';
import { currentLocale, useTranslation } from '@/lib/i18n/i18n';
import { transactionResource } from '../api/wallet-queries';
import { TransactionStatusBadge, TransactionTypeTag } from './wallet-options';
import styles from './wallet.module.css';

/** A signed amount: green with "+" for income, red with "−" for spending. */
function Amount({ value }: { value: number }) {
  const text = formatMoney(Math.abs(value), currentLocale());
  return value < 0 ? <span className={styles.spending}>−{text}</span> : <span className={styles.income}>+{text}</span>;
}

function useColumns(): SearchTableColumn<WalletTransaction>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'serialNumber', dataIndex: 'serialNumber', title: t('wallet.columns.serialNumber') },
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('wallet.columns.time'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      {
        key: 'type',
        dataIndex: 'type',
        title: t('wallet.columns.type'),
        render: (type: WalletTransaction['type']) => <TransactionTypeTag type={type} />,
      },
      {
        key: 'amount',
        dataIndex: 'amount',
        title: t('wallet.columns.amount'),
        sorter: true,
        align: 'right',
        render: (value: number) => <Amount value={value} />,
      },
      {
        key: 'balanceAfter',
        dataIndex: 'balanceAfter',
        title: t('wallet.columns.balanceAfter'),
        align: 'right',
        render: (value: number) => formatMoney(value, currentLocale()),
      },
      {
        key: 'channel',
        dataIndex: 'channel',
        title: t('wallet.columns.channel'),
        render: (channel: WalletTransaction['channel']) => t(`wallet.channel.${channel}`),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('wallet.columns.status'),
        render: (status: WalletTransaction['status']) => <TransactionStatusBadge status={status} />,
      },
      {
        key: 'remark',
        dataIndex: 'remark',
        title: t('wallet.columns.remark'),
        render: (remark: string) => remark || '–',
      },
    ],
    [t],
  );
}

/** The filters of the caller's transactions. */
function useFilters(): ListFilter[] {
  const { t } = useTranslation();
  return [
    {
      field: 'type',
      label: t('wallet.filter.type'),
      kind: 'select',
      options: WALLET_TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`wallet.type.${type}`) })),
      placeholder: t('wallet.filter.all'),
    },
    { field: 'time', label: t('wallet.filter.time'), kind: 'dateRange' },
    {
      field: 'search',
      label: t('wallet.filter.search'),
      kind: 'text',
      maxLength: WALLET_SEARCH_MAX,
      placeholder: t('wallet.filter.search.placeholder'),
    },
  ];
}

/** The caller's transactions on the list kit, read only: filters, paging and sort in the URL, and the download. */
export function TransactionTable() {
  const { t } = useTranslation();
  const title = t('wallet.transactions.title');
  return (
    <Card title={<h2 className={styles.blockTitle}>{title}</h2>}>
      <ListPanel
        id="wallet-transactions"
        label={title}
        resource={transactionResource}
        columns={useColumns()}
        filters={useFilters()}
      />
    </Card>
  );
}
