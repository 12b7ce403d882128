import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Popover, Spin } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLiveMessages, useMessages } from '../api/get-messages';
import { useMessageRequest } from '../message-box-request';
import styles from './message-box.module.css';

/** The box (tabs, list, role switch) loads when the bell is first opened, not with every page. */
const MessageBox = lazy(() => import('./message-box').then((module) => ({ default: module.MessageBox })));

/** The navbar's bell: a dot while anything is unread; opens the message box, as does a request for one message. */
export function MessageBoxButton() {
  const { t } = useTranslation();
  const { data: items = [], refetch } = useMessages();
  useLiveMessages();
  const unread = items.filter((item) => item.status === 0).length;
  const [request, endRequest] = useMessageRequest();
  const [opened, setOpened] = useState(false);

  // A request opens the box on a fresh list, as the bell does.
  useEffect(() => {
    if (request) void refetch();
  }, [request, refetch]);

  return (
    <Popover
      trigger="click"
      position="br"
      className={styles.popover}
      popupVisible={opened || request !== null}
      content={
        <Suspense fallback={<Spin className={styles.box} />}>
          <MessageBox request={request} />
        </Suspense>
      }
      onVisibleChange={(visible) => {
        setOpened(visible);
        if (visible) void refetch();
        else endRequest();
      }}
    >
      <Badge count={unread} dot>
        <Button
          shape="circle"
          icon={<IconNotification />}
          aria-label={unread > 0 ? t('messageBox.button.unread', { count: unread }) : t('messageBox.button')}
        />
      </Badge>
    </Popover>
  );
}
