import { useTranslation } from '@/lib/i18n/i18n';
import { Avatar, Card, Tag, Typography } from '@arco-design/web-react';
import { IconCheckCircleFill, IconCloseCircleFill, IconFilter } from '@arco-design/web-react/icon';
import type { ServiceAction } from '@console/shared/card-list/constants';
import type { ServiceCard as Service } from '@console/shared/card-list/schemas';
import { CardActionButton } from './card-action-button';
import styles from './card-list.module.css';

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

/** A service with its contract tag (opened / expired) and, for admins, its one action. */
export function ServiceCard({ service, onAction, busy }: ServiceCardProps) {
  const { t } = useTranslation();
  const action = serviceActionOf(service);
  const cancelling = action === 'cancel';
  return (
    <Card
      bordered={false}
      hoverable
      className={`${styles.card} ${styles.serviceCard}`}
      title={
        <span className={styles.cardHeading}>
          {service.icon && (
            <Avatar size={24} className={styles.serviceAvatar}>
              <IconFilter aria-hidden />
            </Avatar>
          )}
          <h3 className={styles.cardTitle}>{service.title}</h3>
          {service.expires ? (
            <Tag className={styles.tag} color="red" icon={<IconCloseCircleFill />} size="small">
              {t('cardList.tag.expired')}
            </Tag>
          ) : (
            service.enable && (
              <Tag className={styles.tag} color="green" icon={<IconCheckCircleFill />} size="small">
                {t('cardList.tag.opened')}
              </Tag>
            )
          )}
        </span>
      }
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
    >
      <Typography.Paragraph className={styles.description} ellipsis={{ rows: 2, showTooltip: true }}>
        {service.description}
      </Typography.Paragraph>
    </Card>
  );
}
