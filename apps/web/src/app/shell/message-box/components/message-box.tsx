import { useState } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { MESSAGE_TYPES, type MessageItem, type MessageType } from '@console/shared';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import type { MessageRequest } from '../message-box-request';
import { MessageList } from './message-list';
import { MessageTabs } from './message-tabs';
import { RoleSwitch } from './role-switch';
import styles from './message-box.module.css';

function unreadCounts(items: MessageItem[]): Record<MessageType, number> {
  const counts = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, 0])) as Record<MessageType, number>;
  for (const item of items) if (item.status === 0) counts[item.type] += 1;
  return counts;
}

/**
 * The notification popover's content (docs/product.md, Shell: message box): Message, Notice and Todo
 * tabs. Opened by a `request`, it shows that message's tab with the message highlighted.
 */
export function MessageBox({ request }: { request: MessageRequest | null }) {
  const { t } = useTranslation();
  const { data: items = [], isPending } = useMessages();
  const readMessages = useReadMessages();
  const [activeType, setActiveType] = useState<MessageType>(request?.type ?? 'message');
  // The last request followed: a new one (the box already open) switches to its tab; its message
  // stays marked until the box closes, and the tabs stay the user's to change.
  const [followed, setFollowed] = useState(request);
  if (request && request !== followed) {
    setFollowed(request);
    setActiveType(request.type);
  }
  const shown = items.filter((item) => item.type === activeType);
  const unreadShown = shown.filter((item) => item.status === 0);

  return (
    <Spin loading={isPending || readMessages.isPending} className={styles.box}>
      <MessageTabs active={activeType} unreadCounts={unreadCounts(items)} onChange={setActiveType}>
        <MessageList
          items={shown}
          highlight={followed ?? undefined}
          onRead={(item) => readMessages.mutate({ ids: [item.id] })}
        />
      </MessageTabs>
      <div className={styles.footer}>
        <Button
          type="text"
          size="small"
          disabled={unreadShown.length === 0}
          onClick={() => readMessages.mutate({ ids: unreadShown.map((item) => item.id) })}
        >
          {/* Only the open tab's: the label names it. */}
          {t(`messageBox.allRead.${activeType}`)}
        </Button>
        <RoleSwitch />
      </div>
    </Spin>
  );
}
