import { useState } from 'react';
import { Button, Spin, Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, type MessageItem, type MessageType } from '@console/shared';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import { MessageList } from './message-list';
import { RoleSwitch } from './role-switch';
import styles from './message-box.module.css';

function unreadOf(items: MessageItem[], type: MessageType): MessageItem[] {
  return items.filter((item) => item.type === type && item.status === 0);
}

/** The notification popover's content (screens.md 1.8): Message, Notice and Todo tabs. */
export function MessageBox() {
  const { t } = useTranslation();
  const { data: items = [], isPending } = useMessages();
  const readMessages = useReadMessages();
  const [activeType, setActiveType] = useState<MessageType>('message');
  const activeUnread = unreadOf(items, activeType);

  return (
    <Spin loading={isPending || readMessages.isPending} className={styles.box}>
      <Tabs type="rounded" activeTab={activeType} onChange={(key) => setActiveType(MESSAGE_TYPES.find((type) => type === key) ?? 'message')}>
        {MESSAGE_TYPES.map((type) => {
          const unread = unreadOf(items, type).length;
          const label = t(`messageBox.tab.${type}`);
          return (
            <Tabs.TabPane key={type} title={unread > 0 ? `${label} (${unread})` : label}>
              <MessageList
                items={items.filter((item) => item.type === type)}
                onRead={(item) => readMessages.mutate({ ids: [item.id] })}
              />
            </Tabs.TabPane>
          );
        })}
      </Tabs>
      <div className={styles.footer}>
        <Button
          type="text"
          size="small"
          disabled={activeUnread.length === 0}
          onClick={() => readMessages.mutate({ ids: activeUnread.map((item) => item.id) })}
        >
          {t('messageBox.allRead')}
        </Button>
        <RoleSwitch />
      </div>
    </Spin>
  );
}
