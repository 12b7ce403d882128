import { Button, Form, InputNumber, Message, Radio, Select, Space } from '@arco-design/web-react';
import { RECHARGE_QUICK_AMOUNTS, WALLET_BALANCE_MAX, WALLET_CHANNELS } from '@console/shared/wallet/constants';
import {
  rechargeInputSchema,
  withdrawFormSchema,
  type RechargeInput,
  type WalletSummary,
  type WithdrawInput,
} from '@console/shared/wallet/schemas';
import { CrudModal } from '@/components/crud-modal';
import { formatCount, formatMoney } from '@/lib/format';
import { currentLocale, useTranslation } from '@/lib/i18n/i18n';
import { useRecharge, useWithdraw } from '../api/wallet-writes';
import styles from './wallet.module.css';

export interface WalletModalProps {
  visible: boolean;
  onClose: () => void;
}

/** Sets the amount field from a control beside it (a quick chip, "withdraw all"), its message cleared. */
function useSetAmount() {
  const { form } = Form.useFormContext();
  return (amount: number) => form.setFields({ amount: { value: amount, error: undefined } });
}

function AmountInput({ value, onChange }: { value?: number; onChange?: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <InputNumber
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      // Bounds for assistive technology (an unbounded input announces an invalid maximum); the
      // schema's messages name each form's own limits.
      min={0}
      max={WALLET_BALANCE_MAX}
      precision={2}
      prefix="¥"
      placeholder={t('wallet.form.amount.placeholder')}
      style={{ width: '100%' }}
      aria-label={t('wallet.form.amount')}
    />
  );
}

function QuickAmounts() {
  const { t } = useTranslation();
  const setAmount = useSetAmount();
  return (
    <Form.Item label={t('wallet.form.quick')}>
      <div className={styles.chips}>
        {RECHARGE_QUICK_AMOUNTS.map((amount) => (
          <Button key={amount} size="small" shape="round" onClick={() => setAmount(amount)}>
            {t('wallet.form.quickAmount', { amount: formatCount(amount, currentLocale()) })}
          </Button>
        ))}
      </div>
    </Form.Item>
  );
}

/** The recharge dialog: 1 to 50,000 CNY with quick amounts, through a payment channel. */
export function RechargeModal({ visible, onClose }: WalletModalProps) {
  const { t } = useTranslation();
  const recharge = useRecharge();
  const submit = async (input: RechargeInput) => {
    const row = await recharge.mutateAsync(input);
    Message.success(t('wallet.recharge.done', { amount: formatMoney(row.amount, currentLocale()) }));
  };
  return (
    <CrudModal
      title={t('wallet.recharge')}
      visible={visible}
      schema={rechargeInputSchema}
      initialValues={{ channel: WALLET_CHANNELS[0] }}
      onSubmit={submit}
      onClose={onClose}
      okText={t('wallet.confirm')}
    >
      <Form.Item field="amount" label={t('wallet.form.amount')} required>
        <AmountInput />
      </Form.Item>
      <QuickAmounts />
      <Form.Item field="channel" label={t('wallet.form.channel')} required>
        <Radio.Group aria-label={t('wallet.form.channel')}>
          {WALLET_CHANNELS.map((channel) => (
            <Radio key={channel} value={channel}>
              {t(`wallet.channel.${channel}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </CrudModal>
  );
}

function WithdrawAll({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const setAmount = useSetAmount();
  return (
    <Space size={4} className={styles.caption}>
      {t('wallet.form.available', { balance: formatMoney(balance, currentLocale()) })}
      <Button
        type="text"
        size="mini"
        className={styles.link}
        onClick={() => setAmount(balance)}
        disabled={balance <= 0}
      >
        {t('wallet.form.all')}
      </Button>
    </Space>
  );
}

/** The withdraw dialog: more than 0 and at most the balance, to one of the user's accounts. */
export function WithdrawModal({
  visible,
  onClose,
  summary,
}: WalletModalProps & { summary: WalletSummary | undefined }) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  const balance = summary?.balance ?? 0;
  const submit = async (input: WithdrawInput) => {
    const row = await withdraw.mutateAsync(input);
    Message.success(t('wallet.withdraw.done', { amount: formatMoney(-row.amount, currentLocale()) }));
  };
  return (
    <CrudModal
      title={t('wallet.withdraw')}
      visible={visible}
      schema={withdrawFormSchema(balance)}
      initialValues={{ accountId: summary?.accounts[0]?.id }}
      onSubmit={submit}
      onClose={onClose}
      okText={t('wallet.confirm')}
    >
      <Form.Item field="amount" label={t('wallet.form.amount')} required extra={<WithdrawAll balance={balance} />}>
        <AmountInput />
      </Form.Item>
      <Form.Item field="accountId" label={t('wallet.form.account')} required>
        <Select placeholder={t('wallet.form.account.placeholder')} aria-label={t('wallet.form.account')}>
          {(summary?.accounts ?? []).map((account) => (
            <Select.Option key={account.id} value={account.id}>
              {account.name}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
    </CrudModal>
  );
}
