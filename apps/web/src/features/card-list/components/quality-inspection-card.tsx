import { Descriptions } from '@arco-design/web-react';
import { IconPlus, IconSync } from '@arco-design/web-react/icon';
import type { QualityInspectionItem } from '@console/shared/card-list/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import type { QualityInspectionAction } from '../api/quality-inspection-writes';
import { CardActionButton } from './card-action-button';
import styles from './card-list.module.css';
import { ListCard } from './list-card';

export interface QualityInspectionCardProps {
  item: QualityInspectionItem;
  /** The admin's action handler; absent for roles that may not change queues. */
  onAction?: (item: QualityInspectionItem, action: QualityInspectionAction) => void;
  /** The action on its way for this queue. */
  busy?: QualityInspectionAction;
}

/** Who started the running inspection, and when. */
function InspectionLine({ since, by }: { since: string; by: string | null }) {
  const { t } = useTranslation();
  const time = formatDateTime(since);
  return (
    <p className={styles.inspection}>
      {by ? t('cardList.inspectingBy', { name: by, time }) : t('cardList.inspectingSince', { time })}
    </p>
  );
}

/**
 * An inspection queue: its title, description and three figures, an "Inspecting" tag with who
 * started it and when; for admins, delete (asked first) and start or stop the inspection.
 */
export function QualityInspectionCard({ item, onAction, busy }: QualityInspectionCardProps) {
  const { t } = useTranslation();
  const inspect = item.inspecting ? 'stop' : 'start';
  return (
    <ListCard
      title={item.title}
      state={
        item.inspecting ? { color: 'arcoblue', icon: <IconSync />, label: t('cardList.tag.inspecting') } : undefined
      }
      description={item.description}
      actions={
        onAction
          ? [
              <CardActionButton
                key="delete"
                label={t('cardList.action.delete')}
                cardTitle={item.title}
                busy={busy === 'delete'}
                confirm={{
                  title: t('cardList.confirm.delete', { title: item.title }),
                  okText: t('cardList.confirm.deleteOk'),
                  cancelText: t('cardList.confirm.keep'),
                }}
                onAct={() => onAction(item, 'delete')}
              />,
              <CardActionButton
                key="inspect"
                label={t(`cardList.action.${inspect}`)}
                cardTitle={item.title}
                primary
                busy={busy === inspect}
                onAct={() => onAction(item, inspect)}
              />,
            ]
          : undefined
      }
    >
      <Descriptions
        className={styles.descriptions}
        column={2}
        layout="inline-vertical"
        size="small"
        data={item.data.map(({ label, value }) => ({ label, value }))}
      />
      {item.inspectingSince && <InspectionLine since={item.inspectingSince} by={item.inspectedBy} />}
    </ListCard>
  );
}

/** The first card of the queues (admin): opens the dialog that creates one. */
export function QualityInspectionAddCard({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.addCard} onClick={onClick}>
      <IconPlus className={styles.addIcon} aria-hidden />
      {t('cardList.quality.create')}
    </button>
  );
}
