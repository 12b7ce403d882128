import { useRef } from 'react';
import { Avatar, Tag } from '@arco-design/web-react';
import Image404 from '@arco-design/web-react/es/Result/404';
import { StatusResult } from '@/components/status-result';
import { useRevealCurrent } from '@/lib/dom/use-reveal-current';
import { useTranslation } from '@/lib/i18n/i18n';
import type { MessageItem } from '@console/shared';
import type { MessageRequest } from '../message-box-request';
import styles from './message-box.module.css';

/** Colour of each `messageType` tag: not started, opened, in progress, about to expire. */
const TAG_COLORS = ['gray', 'green', 'arcoblue', 'red'] as const;

interface MessageListProps {
  items: MessageItem[];
  /** The message a request asked for: marked, and scrolled to and focused once. */
  highlight?: MessageRequest;
  onRead: (item: MessageItem) => void;
}

/**
 * Scrolls the list (not the page behind the popover) to the highlighted message and focuses it: its
 * button, or its text made focusable for this.
 */
function showInList(item: HTMLElement, list: HTMLElement) {
  list.scrollTop = item.offsetTop - (list.clientHeight - item.offsetHeight) / 2;
  (item.firstElementChild as HTMLElement | null)?.focus({ preventScroll: true });
}

/** The items of one tab; an unread item is a button that marks it read. */
export function MessageList({ items, highlight, onRead }: MessageListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const isHighlighted = (item: MessageItem) => item.id === highlight?.id;
  useRevealCurrent(list, highlight, items.some(isHighlighted), showInList);
  if (items.length === 0)
    return (
      <StatusResult
        className={styles.empty}
        status="404"
        illustration={<Image404 />}
        subTitle={t('messageBox.empty')}
      />
    );
  return (
    <ul ref={list} className={styles.list}>
      {items.map((item) => {
        const unread = item.status === 0;
        const highlighted = isHighlighted(item);
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
        const classes = [styles.item, !unread && styles.read, highlighted && styles.highlighted];
        return (
          <li
            key={item.id}
            className={classes.filter(Boolean).join(' ')}
            // The message a request asked for: "current" to assistive technology.
            aria-current={highlighted ? 'true' : undefined}
          >
            {unread ? (
              <button type="button" className={styles.itemButton} onClick={() => onRead(item)}>
                {body}
              </button>
            ) : (
              // Focusable when highlighted: the focus goes to the message asked for.
              <div className={styles.itemButton} tabIndex={highlighted ? -1 : undefined}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
