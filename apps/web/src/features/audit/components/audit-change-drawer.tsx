import { Drawer, Empty, Table } from '@arco-design/web-react';
import { getRoute } from '@console/shared';
import type { AuditLog, AuditSnapshot } from '@console/shared/audit/schemas';
import { formatDateTime } from '@/lib/format';
import { messageKey, useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import type { TFunction } from '@/lib/i18n/i18n-core';
import { labelOf } from './audit-labels';
import styles from './audit.module.css';

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Every field either snapshot holds, in the order the write recorded them. */
function fieldChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A recorded value as text: strings as they are, yes or no, anything else as JSON. */
const shown = (value: unknown, t: TFunction<MessageKey>) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return t(value ? 'audit.change.yes' : 'audit.change.no');
  return JSON.stringify(value);
};

/** The record's id, with the name of the menu entry it is for (a route name says little). */
function recordOf(entry: AuditLog, t: TFunction<MessageKey>): string {
  const route = entry.entityType === 'menu' ? getRoute(entry.entityId) : undefined;
  return route ? `${t(messageKey(route.titleKey))} (${entry.entityId})` : entry.entityId;
}

export interface AuditChangeDrawerProps {
  /** The entry shown; none: closed. */
  entry: AuditLog | undefined;
  onClose: () => void;
}

/** One audit entry: the record's fields before and after the write, side by side. */
export function AuditChangeDrawer({ entry, onClose }: AuditChangeDrawerProps) {
  const { t } = useTranslation();
  const empty = <span className={styles.empty}>{t('audit.change.empty')}</span>;
  // Nothing recorded and a value cleared (a menu entry's name given back to the default) read alike.
  const cell = (value: unknown) =>
    value === undefined || value === null ? empty : <code className={styles.value}>{shown(value, t)}</code>;
  const changes = entry ? fieldChanges(entry.before, entry.after) : [];
  const title =
    entry &&
    t('audit.change.title', {
      action: labelOf(t, 'audit.action', entry.action),
      entity: labelOf(t, 'audit.entity', entry.entityType),
      id: recordOf(entry, t),
    });
  return (
    <Drawer
      width="min(560px, 100vw)"
      title={title}
      // The entry scrolls in a region of its own, which the keyboard can reach (it holds no control).
      bodyStyle={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      visible={entry !== undefined}
      onCancel={onClose}
      footer={null}
    >
      {entry && (
        <div className={styles.entry} tabIndex={0} role="region" aria-label={title}>
          <p className={styles.by}>
            {t('audit.change.by', { actor: entry.actorName, time: formatDateTime(entry.createdTime) })}
          </p>
          {changes.length === 0 ? (
            <Empty description={t('audit.change.none')} />
          ) : (
            <Table
              rowKey="field"
              size="small"
              pagination={false}
              border={{ wrapper: true, cell: true }}
              data={changes}
              columns={[
                {
                  key: 'field',
                  dataIndex: 'field',
                  title: t('audit.change.field'),
                  render: (field: string) => labelOf(t, 'audit.field', field),
                },
                { key: 'before', dataIndex: 'before', title: t('audit.column.before'), render: cell },
                { key: 'after', dataIndex: 'after', title: t('audit.column.after'), render: cell },
              ]}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}
