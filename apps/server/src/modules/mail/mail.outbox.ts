import { ilike } from 'drizzle-orm';
import type { OutboxMail, OutboxFilter } from '@console/shared/mail/schemas';
import type { OutboxSortField } from '@console/shared/mail/constants';
import { mailOutbox } from '../../db/schema/identity';
import type { ExportSpec } from '../../kit/export-file';
import { containing, listStore } from '../../kit/list-store';
import { listReadService } from '../../kit/list-service';
import { formatDateTime } from '../../lib/format-time';
import './mail.messages';

/** The outbox as its screen reads it, filtered and sorted by the list kit. */
export const createOutboxStore = listStore<typeof mailOutbox, OutboxFilter, OutboxSortField>({
  table: mailOutbox,
  id: mailOutbox.id,
  filters: { recipient: (text) => ilike(mailOutbox.recipient, containing(text)) },
  sortColumns: { createdTime: mailOutbox.createdAt },
});

/** Reads the outbox, newest first unless sorted otherwise: the plain-text part only, never the HTML. */
export const createOutboxService = (rows: ReturnType<typeof createOutboxStore>) =>
  listReadService(rows, {
    defaultSort: { field: 'createdTime', order: 'descend' },
    toDto: (row): OutboxMail => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      createdTime: row.createdAt.toISOString(),
    }),
    repositories: undefined,
  });

/** The download's columns: what the outbox screen shows. */
export const outboxExport: ExportSpec<OutboxMail> = {
  name: 'mail-outbox',
  sheetName: 'outbox.sheetName',
  columns: [
    { header: 'outbox.column.time', cell: (mail) => formatDateTime(new Date(mail.createdTime)) },
    { header: 'outbox.column.recipient', cell: (mail) => mail.recipient },
    { header: 'outbox.column.subject', cell: (mail) => mail.subject },
    { header: 'outbox.column.text', cell: (mail) => mail.text },
  ],
};
