import { Drawer } from '@arco-design/web-react';
import type { OutboxMail } from '@console/shared/mail/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './outbox.module.css';

const ADDRESS = /(https?:\/\/\S+)/;

/** The plain text with its addresses as links, so that a demo follows a reset link from here. */
function withLinks(text: string) {
  return text.split(ADDRESS).map((part, index) =>
    // `split` with a capture group puts the addresses at the odd indexes.
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** One kept mail: who it was for, when, and its plain-text part (never its HTML). */
export function OutboxMailDrawer({ mail, onClose }: { mail: OutboxMail | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      width="min(560px, 100vw)"
      title={mail?.subject}
      bodyStyle={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      visible={mail !== undefined}
      onCancel={onClose}
      footer={null}
    >
      {mail && (
        <div className={styles.mail} tabIndex={0} role="region" aria-label={mail.subject}>
          <p className={styles.to}>
            {t('outbox.mail.to', { recipient: mail.recipient, time: formatDateTime(mail.createdTime) })}
          </p>
          <pre className={styles.text}>{withLinks(mail.text)}</pre>
        </div>
      )}
    </Drawer>
  );
}
