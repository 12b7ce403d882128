import { Message, Switch } from '@arco-design/web-react';
import { policyApi } from '@console/shared/policy/contract';
import type { Policy } from '@console/shared/policy/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { policyResource } from '../api/policy-resource';

/** Online/offline in one click, at the row's version (`PATCH …/:id/status`). */
export function PolicyStatusSwitch({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const { mutate } = policyResource.useRecordAction(policyApi.status);
  return (
    <Switch
      size="small"
      checked={policy.status === 'online'}
      aria-label={`${t('policy.operations.online')} ${policy.number}`}
      onChange={(online) => {
        const status = online ? 'online' : 'offline';
        mutate(
          { id: policy.id, input: { status, version: policy.version } },
          {
            onSuccess: () =>
              Message.success(
                t('policy.toast.statusChanged', { number: policy.number, status: t(`policy.status.${status}`) }),
              ),
          },
        );
      }}
    />
  );
}
