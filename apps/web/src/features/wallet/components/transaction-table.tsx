import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Form, Input, Select } from '@arco-design/web-react';
import { WALLET_SEARCH_MAX, WALLET_TRANSACTION_TYPES } from '@console/shared/wallet/constants';
import type { WalletTransaction } from '@console/shared/wallet/schemas';
import { SearchTable, useTableUrlState, type SearchTableColumn } from '@/components/list';
import { formatDateTime, formatMoney } from '@/lib/format';
import { currentLocale, useTranslation } from '@/lib/i18n';
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

/** The caller's transactions on the list kit: filters, paging and sort in the URL, and the download. */
export function TransactionTable() {
  const { t } = useTranslation();
  const table = useTableUrlState(transactionResource.querySchema);
  const page = useQuery(transactionResource.pageQuery(table.query));
  const columns = useColumns();
  const title = t('wallet.transactions.title');
  const filterFields = [
    <Form.Item key="type" field="type" label={t('wallet.filter.type')}>
      <Select allowClear placeholder={t('wallet.filter.all')}>
        {WALLET_TRANSACTION_TYPES.map((type) => (
          <Select.Option key={type} value={type}>
            {t(`wallet.type.${type}`)}
          </Select.Option>
        ))}
      </Select>
    </Form.Item>,
    <Form.Item key="time" field="time" label={t('wallet.filter.time')}>
      <DatePicker.RangePicker style={{ width: '100%' }} />
    </Form.Item>,
    <Form.Item key="search" field="search" label={t('wallet.filter.search')}>
      <Input allowClear maxLength={WALLET_SEARCH_MAX} placeholder={t('wallet.filter.search.placeholder')} />
    </Form.Item>,
  ];

  return (
    <Card title={<h2 className={styles.blockTitle}>{title}</h2>}>
      <SearchTable
        id="wallet-transactions"
        label={title}
        state={table}
        filterFields={filterFields}
        columns={columns}
        rowKey="id"
        rows={page.data?.list}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        onRefresh={() => void page.refetch()}
        onExport={(format) => transactionResource.download(table.query, format)}
      />
    </Card>
  );
}
