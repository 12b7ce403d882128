import { useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Input, Select, Spin } from '@arco-design/web-react';
import { IconSend, IconStar, IconStarFill } from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import {
  CHAT_CATEGORIES,
  CHAT_CONTENT_MAX,
  CHAT_SEARCH_MAX,
  type ChatCategory,
} from '@console/shared/monitor/constants';
import { chatPostSchema, type ChatItem } from '@console/shared/monitor/schemas';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { chatQuery, useCollectChat, usePostChat } from '../api/monitor-api';
import styles from './monitor.module.css';

const ALL = 'all';

function ChatMessage({ item }: { item: ChatItem }) {
  const { t } = useTranslation();
  const collect = useCollectChat();
  return (
    <li className={item.isCollect ? `${styles.chatItem} ${styles.collected}` : styles.chatItem}>
      <span className={styles.chatUser}>{item.username}</span>
      <p className={styles.chatContent}>{item.content}</p>
      <div className={styles.chatFooter}>
        <time dateTime={item.createdTime}>{item.time}</time>
        <Button
          type="text"
          size="mini"
          icon={item.isCollect ? <IconStarFill /> : <IconStar />}
          aria-pressed={item.isCollect}
          aria-label={t('monitor.chat.collect', { name: item.username })}
          loading={collect.isPending}
          onClick={() => collect.mutate({ id: item.id, isCollect: !item.isCollect })}
        />
      </div>
    </li>
  );
}

/** The studio's chat: the latest messages as they come, a category filter and a search, and a send box. */
export function ChatWindow() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<ChatCategory | undefined>();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const filter = { ...(category && { category }), ...(keyword && { keyword }) };
  const { data: items = [], isPending, isError, refetch } = useQuery(chatQuery(filter));
  const post = usePostChat();
  const list = useRef<HTMLOListElement>(null);
  const parsed = chatPostSchema.safeParse({ content: draft });

  // The list opens on the latest message; new ones scroll into view unless the reader scrolled up to older ones.
  const lastId = items.at(-1)?.id;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    const element = list.current;
    if (!element || lastId === undefined) return;
    const first = seen.current === undefined;
    seen.current = lastId;
    if (first || element.scrollHeight - element.scrollTop - element.clientHeight < 200)
      element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const send = () => {
    if (!parsed.success || post.isPending) return;
    post.mutate(parsed.data.content, { onSuccess: () => setDraft('') });
  };

  return (
    <Card className={styles.chatCard} title={<h2 className={styles.cardTitle}>{t('monitor.chat.title')}</h2>}>
      <div className={styles.chatToolbar}>
        <Select
          size="small"
          className={styles.chatCategory}
          aria-label={t('monitor.chat.category')}
          value={category ?? ALL}
          onChange={(value: string) => setCategory(value === ALL ? undefined : (value as ChatCategory))}
          options={[
            { value: ALL, label: t('monitor.chat.category.all') },
            ...CHAT_CATEGORIES.map((value) => ({ value, label: t(`monitor.chat.category.${value}`) })),
          ]}
        />
        <Input.Search
          size="small"
          allowClear
          maxLength={CHAT_SEARCH_MAX}
          aria-label={t('monitor.chat.search')}
          placeholder={t('monitor.chat.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <Spin loading={isPending} className={styles.chatBody}>
        {isError ? (
          <div className={styles.retry}>
            <Button type="text" onClick={() => void refetch()}>
              {t('monitor.retry')}
            </Button>
          </div>
        ) : items.length === 0 && !isPending ? (
          <Empty description={t('monitor.chat.empty')} />
        ) : (
          <ol
            ref={list}
            className={styles.chatList}
            aria-label={t('monitor.chat.messages')}
            aria-live="polite"
            aria-relevant="additions"
          >
            {items.map((item) => (
              <ChatMessage key={item.id} item={item} />
            ))}
          </ol>
        )}
      </Spin>
      <div className={styles.chatSend}>
        <Input
          value={draft}
          maxLength={CHAT_CONTENT_MAX}
          aria-label={t('monitor.chat.input')}
          placeholder={t('monitor.chat.input')}
          onChange={setDraft}
          onPressEnter={send}
          status={draft && !parsed.success ? 'error' : undefined}
        />
        <Button type="primary" icon={<IconSend />} loading={post.isPending} disabled={!parsed.success} onClick={send}>
          {t('monitor.chat.send')}
        </Button>
      </div>
      {draft.trim() === '' && draft !== '' && (
        <span className={styles.fieldError}>{t(messageKey('validation.chatContentRequired'))}</span>
      )}
    </Card>
  );
}
