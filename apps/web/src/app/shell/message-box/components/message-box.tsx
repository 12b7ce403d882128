import { useState } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { MESSAGE_TYPES, type MessageItem, type MessageType } from '@console/shared';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import { MessageList } from './message-list';
import { MessageTabs } from './message-tabs';
import { RoleSwitch } from './role-switch';
import styles from './message-box.module.css';

function unreadCounts(items: MessageItem[]): Record<MessageType, number> {
  const counts = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, 0])) as Record<MessageType, number>;
  for (const item of items) if (item.status === 0) counts[item.type] += 1;
  return counts;
}

/** The notification popover's content (docs/product.md, Shell: message box): Message, Notice and Todo tabs. */
export function MessageBox() {
  const { t } = useTranslation();
  const { data: items = [], isPending } = useMessages();
  const readMessages = useReadMessages();
  const [activeType, setActiveType] = useState<MessageType>('message');
  const shown = items.filter((item) => item.type === activeType);
  const unreadShown = shown.filter((item) => item.status === 0);

  return (
    <Spin loading={isPending || readMessages.isPending} className={styles.box}>
      <MessageTabs active={activeType} unreadCounts={unreadCounts(items)} onChange={setActiveType}>
        <MessageList items={shown} onRead={(item) => readMessages.mutate({ ids: [item.id] })} />
      </MessageTabs>
      <div className={styles.footer}>
        <Button
          type="text"
          size="small"
          disabled={unreadShown.length === 0}
          onClick={() => readMessages.mutate({ ids: unreadShown.map((item) => item.id) })}
        >
          {t('messageBox.allRead')}
        </Button>
        <RoleSwitch />
      </div>
    </Spin>
  );
}
