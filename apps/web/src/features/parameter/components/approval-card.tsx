import { Button, Card, Message, Popconfirm, Steps } from '@arco-design/web-react';
import type { ParameterRequest } from '@console/shared/parameter/schemas';
import { Permission } from '@/components/permission';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useGoBack } from '@/lib/routing/use-go-back';
import { useSettings } from '@/stores/settings';
import { useDecideParameterRequest, type Decision } from '../api/decide-parameter-request';
import styles from './parameter.module.css';

export interface ApprovalCardProps {
  /** The approval flow's step (1 commit, 2 approval, 3 finish); undefined while loading. */
  status: number | undefined;
  latest: ParameterRequest | null | undefined;
}

/** Where the latest change stands (commit → approval → finish), with "cancel process" and "approve" while it waits. */
export function ApprovalCard({ status, latest }: ApprovalCardProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const mobile = useSettings((s) => s.device === 'mobile');
  const decision = useDecideParameterRequest();
  const waiting = latest?.status === 'auditing' ? latest : undefined;
  const cancelled = latest?.status === 'cancelled';

  const decide = (action: Decision['action']) => {
    if (!waiting || decision.isPending) return;
    decision.mutate(
      { id: waiting.id, action },
      {
        onSuccess: (request) =>
          Message.success(
            t(action === 'approve' ? 'profile.approve.done' : 'profile.cancel.done', { number: request.contentNumber }),
          ),
      },
    );
  };

  const approvalText = () => {
    if (!latest) return undefined;
    if (latest.status === 'auditing') return t('profile.step.waiting');
    return t(cancelled ? 'profile.step.cancelled' : 'profile.step.approved', {
      time: formatDateTime(latest.decidedTime ?? latest.submittedTime),
    });
  };

  return (
    <Card
      bordered={false}
      className={styles.approvalCard}
      title={<h1 className={styles.title}>{t('profile.title')}</h1>}
      extra={
        <div className={styles.headerActions}>
          <Popconfirm
            focusLock
            title={waiting ? t('profile.cancel.confirm', { number: waiting.contentNumber }) : ''}
            onOk={() => decide('cancel')}
            disabled={!waiting}
          >
            <Button disabled={!waiting} loading={decision.isPending && decision.variables.action === 'cancel'}>
              {t('profile.cancel')}
            </Button>
          </Popconfirm>
          <Permission to="parameter.approve">
            <Button
              type="outline"
              disabled={!waiting}
              loading={decision.isPending && decision.variables.action === 'approve'}
              onClick={() => decide('approve')}
            >
              {t('profile.approve')}
            </Button>
          </Permission>
          <Button type="primary" onClick={goBack}>
            {t('profile.goBack')}
          </Button>
        </div>
      }
    >
      <Steps
        current={status ?? 1}
        status={cancelled ? 'error' : status === 3 ? 'finish' : 'process'}
        lineless
        direction={mobile ? 'vertical' : 'horizontal'}
        className={styles.steps}
        aria-label={t('profile.steps')}
      >
        <Steps.Step
          title={t('profile.step.commit')}
          description={latest ? t('profile.step.submitted', { time: formatDateTime(latest.submittedTime) }) : undefined}
        />
        <Steps.Step title={t('profile.step.approval')} description={approvalText()} />
        <Steps.Step title={t('profile.step.finish')} />
      </Steps>
      <p className={styles.latest}>
        {latest === undefined
          ? '\u00a0'
          : latest
            ? t('profile.latest', {
                number: latest.contentNumber,
                change: t(`parameter.scope.${latest.scope}`),
                name: latest.requesterName ?? '-',
              })
            : t('profile.noRequest')}
      </p>
    </Card>
  );
}
