import { lazy, Suspense } from 'react';
import { Badge, Button, Popover, Spin } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLiveMessages, useMessages } from '../api/get-messages';
import styles from './message-box.module.css';

/** The box (tabs, list, role switch) loads when the bell is first opened, not with every page. */
const MessageBox = lazy(() => import('./message-box').then((module) => ({ default: module.MessageBox })));

/** The navbar's bell: a dot while anything is unread; opens the message box. */
export function MessageBoxButton() {
  const { t } = useTranslation();
  const { data: items = [], refetch } = useMessages();
  useLiveMessages();
  const unread = items.filter((item) => item.status === 0).length;

  return (
    <Popover
      trigger="click"
      position="br"
      className={styles.popover}
      content={
        <Suspense fallback={<Spin className={styles.box} />}>
          <MessageBox />
        </Suspense>
      }
      onVisibleChange={(visible) => {
        if (visible) void refetch();
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
