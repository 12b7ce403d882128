import { Avatar, Result, Tag } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import type { MessageItem } from '@console/shared';
import styles from './message-box.module.css';

/** Colour of each `messageType` tag: not started, opened, in progress, about to expire. */
const TAG_COLORS = ['gray', 'green', 'arcoblue', 'red'] as const;

interface MessageListProps {
  items: MessageItem[];
  onRead: (item: MessageItem) => void;
}

/** The items of one tab; an unread item is a button that marks it read. */
export function MessageList({ items, onRead }: MessageListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return <Result className={styles.empty} status="404" subTitle={t('messageBox.empty')} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const unread = item.status === 0;
        const body = (
          <>
            {item.avatar && (
              <Avatar size={36} className={styles.avatar}>
                <img alt="" src={item.avatar} />
              </Avatar>
            )}
            <span className={styles.text}>
              <span className={styles.titleLine}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.subTitle}>{item.subTitle}</span>
              </span>
              <span className={styles.content}>{item.content}</span>
              {item.type === 'message' && <span className={styles.time}>{item.time}</span>}
              {!unread && <span className={styles.srOnly}>{t('messageBox.read')}</span>}
            </span>
            {item.messageType !== undefined && (
              <Tag size="small" color={TAG_COLORS[item.messageType]} className={styles.tag}>
                {t(`messageBox.tag.${item.messageType}`)}
              </Tag>
            )}
          </>
        );
        return (
          <li key={item.id} className={unread ? styles.item : `${styles.item} ${styles.read}`}>
            {unread ? (
              <button type="button" className={styles.itemButton} onClick={() => onRead(item)}>
                {body}
              </button>
            ) : (
              <div className={styles.itemButton}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
