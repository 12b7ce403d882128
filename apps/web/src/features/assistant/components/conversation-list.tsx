import { Button, Empty, Input, Popconfirm, Skeleton } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { CHAT_LIMITS } from '@console/shared/assistant/constants';
import type { ConversationSummary } from '@console/shared/assistant/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './chat.module.css';

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  activeId: number | undefined;
  keyword: string;
  onKeyword: (keyword: string) => void;
  onOpen: (id: number) => void;
  onNew: () => void;
  onDelete: (id: number) => Promise<unknown>;
}

/** The left pane: a new chat, the search box and the caller's conversations, latest first. */
export function ConversationList({
  conversations,
  activeId,
  keyword,
  onKeyword,
  onOpen,
  onNew,
  onDelete,
}: ConversationListProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="primary" long icon={<IconPlus />} onClick={onNew}>
        {t('chat.newChat')}
      </Button>
      <Input.Search
        allowClear
        value={keyword}
        onChange={onKeyword}
        maxLength={CHAT_LIMITS.searchMax}
        placeholder={t('chat.search')}
        aria-label={t('chat.search')}
      />
      {conversations === undefined ? (
        <Skeleton animation text={{ rows: 6 }} />
      ) : conversations.length === 0 ? (
        <Empty description={t(keyword.trim() ? 'chat.list.noMatch' : 'chat.list.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('chat.list.label')}>
          {conversations.map((conversation) => {
            const active = conversation.id === activeId;
            return (
              <li key={conversation.id} className={`${styles.item} ${active ? styles.itemActive : ''}`}>
                <button
                  type="button"
                  className={styles.itemOpen}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                >
                  <span className={styles.itemTitle}>{conversation.title}</span>
                  <span className={styles.itemTime}>{formatDateTime(conversation.updatedTime)}</span>
                </button>
                <Popconfirm focusLock title={t('chat.delete.confirm')} onOk={() => onDelete(conversation.id)}>
                  <Button
                    type="text"
                    size="mini"
                    icon={<IconDelete />}
                    aria-label={`${t('chat.delete')} ${conversation.title}`}
                  />
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
