import { useTranslation } from '@/lib/i18n/i18n';
import { Avatar } from '@arco-design/web-react';
import { IconCheckCircleFill, IconCloseCircleFill, IconFilter } from '@arco-design/web-react/icon';
import type { ServiceAction } from '@console/shared/card-list/constants';
import type { ServiceCard as Service } from '@console/shared/card-list/schemas';
import { CardActionButton } from './card-action-button';
import styles from './card-list.module.css';
import { ListCard } from './list-card';

export interface ServiceCardProps {
  service: Service;
  /** The admin's action handler; absent for roles that may not change services. */
  onAction?: (service: Service, action: ServiceAction) => void;
  busy: boolean;
}

/** The action a service offers now: renew an expired one, cancel an open one, open a closed one. */
function serviceActionOf(service: Pick<Service, 'enable' | 'expires'>): ServiceAction {
  if (service.expires) return 'renew';
  return service.enable ? 'cancel' : 'open';
}

/** The contract's tags: their colours and icons. */
const CONTRACT_TAGS = {
  expired: { color: 'red', icon: <IconCloseCircleFill /> },
  opened: { color: 'green', icon: <IconCheckCircleFill /> },
};

/** The contract's tag: expired, else opened while the service is on, else none. */
function contractOf(service: Pick<Service, 'enable' | 'expires'>): keyof typeof CONTRACT_TAGS | undefined {
  if (service.expires) return 'expired';
  return service.enable ? 'opened' : undefined;
}

/** A service with its contract tag (opened / expired) and, for admins, its one action. */
export function ServiceCard({ service, onAction, busy }: ServiceCardProps) {
  const { t } = useTranslation();
  const action = serviceActionOf(service);
  const cancelling = action === 'cancel';
  const contract = contractOf(service);
  return (
    <ListCard
      className={styles.serviceCard}
      title={service.title}
      avatar={
        service.icon && (
          <Avatar size={24} className={styles.serviceAvatar}>
            <IconFilter aria-hidden />
          </Avatar>
        )
      }
      state={contract && { ...CONTRACT_TAGS[contract], label: t(`cardList.tag.${contract}`) }}
      description={service.description}
      actions={
        onAction
          ? [
              <CardActionButton
                key={action}
                label={t(`cardList.action.${action}`)}
                cardTitle={service.title}
                primary={!cancelling}
                busy={busy}
                // Cancelling stops the service at once: it asks first.
                confirm={
                  cancelling
                    ? {
                        title: t('cardList.confirm.cancel', { title: service.title }),
                        okText: t('cardList.confirm.ok'),
                        cancelText: t('cardList.confirm.keep'),
                      }
                    : undefined
                }
                onAct={() => onAction(service, action)}
              />,
            ]
          : undefined
      }
    />
  );
}
