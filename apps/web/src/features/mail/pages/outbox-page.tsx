import { useMemo, useState } from 'react';
import { OUTBOX_RECIPIENT_MAX } from '@console/shared/mail/constants';
import type { OutboxMail } from '@console/shared/mail/schemas';
import { ListScreen, type ListFilter, type SearchTableColumn } from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { outboxResource } from '../api/outbox-resource';
import { OutboxMailDrawer } from '../components/outbox-mail-drawer';
import '../locales/keys';

/**
 * `/admin/outbox`: the mail the console kept instead of sending it (demo mode without an SMTP
 * server; docs/decisions/049-password-reset-by-mail.md), read only on the list kit; a row opens its text.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<OutboxMail>();
  const columns = useMemo<SearchTableColumn<OutboxMail>[]>(
    () => [
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('outbox.column.time'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      { key: 'recipient', dataIndex: 'recipient', title: t('outbox.column.recipient') },
      { key: 'subject', dataIndex: 'subject', title: t('outbox.column.subject') },
    ],
    [t],
  );
  const filters: ListFilter[] = [
    {
      field: 'recipient',
      label: t('outbox.filter.recipient'),
      kind: 'text',
      maxLength: OUTBOX_RECIPIENT_MAX,
      placeholder: t('outbox.filter.recipient.placeholder'),
    },
  ];
  return (
    <>
      <ListScreen
        id="mail-outbox"
        title={t('outbox.title')}
        resource={outboxResource}
        columns={columns}
        filters={filters}
        onView={setViewing}
      />
      <OutboxMailDrawer mail={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
