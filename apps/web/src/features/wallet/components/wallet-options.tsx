import { Badge, Button, Tag } from '@arco-design/web-react';
import type { WalletTransactionStatus, WalletTransactionType } from '@console/shared/wallet/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './wallet.module.css';

const TYPE_COLORS: Record<WalletTransactionType, string> = {
  recharge: 'green',
  consumption: 'orangered',
  refund: 'arcoblue',
  withdrawal: 'purple',
};
const STATUS_BADGES = { success: 'success', processing: 'processing', failed: 'error' } as const satisfies Record<
  WalletTransactionStatus,
  string
>;

export function TransactionTypeTag({ type }: { type: WalletTransactionType }) {
  const { t } = useTranslation();
  return (
    <Tag className={styles.tag} color={TYPE_COLORS[type]}>
      {t(`wallet.type.${type}`)}
    </Tag>
  );
}

export function TransactionStatusBadge({ status }: { status: WalletTransactionStatus }) {
  const { t } = useTranslation();
  return <Badge status={STATUS_BADGES[status]} text={t(`wallet.status.${status}`)} />;
}

/** What a block shows when its data could not be loaded: the error toast said why; this offers another try. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed}>
      {t('wallet.loadFailed')}{' '}
      <Button type="text" size="mini" className={styles.link} onClick={onRetry}>
        {t('wallet.retry')}
      </Button>
    </div>
  );
}
