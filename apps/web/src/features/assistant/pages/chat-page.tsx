import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Popconfirm, Skeleton, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconMenu } from '@arco-design/web-react/icon';
import { titleFromMessage } from '@console/shared/assistant/constants';
import { PageContainer } from '@/components/page-container';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { useSettings } from '@/stores/settings';
import {
  conversationKeys,
  conversationListQueryOptions,
  conversationQueryOptions,
  createConversation,
  deleteConversation,
  exportConversation,
  renameConversation,
} from '../api/conversations';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { AnswerText, Bubble, MessageBubble, TypingDots } from '../components/message-bubble';
import { useChatStream } from '../components/use-chat-stream';
import styles from '../components/chat.module.css';

const RenameDialog = lazy(() => import('../components/rename-dialog'));

const SUGGESTIONS: MessageKey[] = [
  'chat.suggestion.stats',
  'chat.suggestion.authors',
  'chat.suggestion.tasks',
  'chat.suggestion.balance',
];

/** `/dashboard/chat` (docs/decisions/023): conversations with the assistant; the open one is `?c=<id>`. */
export default function ChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const mobile = useSettings((s) => s.device === 'mobile');
  const [drawer, setDrawer] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const list = useQuery(conversationListQueryOptions(search));
  const activeId = Number(params.get('c')) || undefined;
  const detail = useQuery({ ...conversationQueryOptions(activeId ?? 0), enabled: activeId !== undefined });
  const chat = useChatStream();
  const thread = useRef<HTMLDivElement>(null);

  const open = (id: number | undefined) => {
    setParams(id === undefined ? {} : { c: String(id) });
    setDrawer(false);
  };

  // A conversation that is gone (deleted in another tab) closes; the client has said why.
  useEffect(() => {
    if (detail.isError) setParams({}, { replace: true });
  }, [detail.isError, setParams]);

  const conversation = activeId === undefined ? undefined : detail.data;
  const live = chat.live && chat.live.conversationId === activeId ? chat.live : null;
  const failure = chat.failure && chat.failure.conversationId === activeId ? chat.failure : null;
  const messages = conversation?.messages ?? [];
  // A regenerated answer replaces the last one: hide it while the new one streams.
  const shown = live?.replacing && messages.at(-1)?.role === 'assistant' ? messages.slice(0, -1) : messages;
  const lastAnswer = shown.at(-1)?.role === 'assistant' ? shown.at(-1) : undefined;

  // New content scrolls the thread to its end.
  useEffect(() => {
    thread.current?.scrollTo({ top: thread.current.scrollHeight });
  }, [shown.length, live?.answer, live?.question, failure]);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });

  const send = async (content: string) => {
    let id = activeId;
    if (id === undefined) {
      const created = await createConversation(titleFromMessage(content));
      id = created.id;
      queryClient.setQueryData(conversationKeys.detail(id), { ...created, messages: [] });
      open(id);
      void refreshList();
    }
    await chat.ask(id, content);
  };

  const remove = async (id: number) => {
    await deleteConversation(id);
    queryClient.removeQueries({ queryKey: conversationKeys.detail(id) });
    if (id === activeId) open(undefined);
    await refreshList();
    toast('success', t('chat.deleted'));
  };

  const rename = async ({ title }: { title: string }) => {
    if (activeId === undefined) return;
    const renamed = await renameConversation(activeId, title);
    queryClient.setQueryData(
      conversationKeys.detail(activeId),
      (current: typeof conversation) => current && { ...current, title: renamed.title },
    );
    await refreshList();
    toast('success', t('chat.renamed'));
  };

  const side = (
    <ConversationList
      conversations={list.data}
      activeId={activeId}
      keyword={keyword}
      onKeyword={setKeyword}
      onOpen={open}
      onNew={() => open(undefined)}
      onDelete={remove}
    />
  );
  const streaming = chat.live !== null;

  return (
    <PageContainer>
      <h1 className={styles.srOnly}>{t('chat.title')}</h1>
      <Card className={styles.card} bordered={false}>
        <div className={styles.layout}>
          {mobile ? (
            // No header: outside the navigation landmark it would be content in no landmark at all (axe
            // region). The navigation is named, and Escape or the mask closes the drawer.
            <Drawer
              placement="left"
              width={300}
              visible={drawer}
              onCancel={() => setDrawer(false)}
              footer={null}
              title={null}
              closable={false}
              focusLock
            >
              <nav className={styles.drawerSide} aria-label={t('chat.list.label')}>
                {side}
              </nav>
            </Drawer>
          ) : (
            <nav className={styles.side} aria-label={t('chat.list.label')}>
              {side}
            </nav>
          )}
          <section className={styles.main} aria-labelledby="chat-thread-title">
            <header className={styles.header}>
              {mobile && (
                <Button icon={<IconMenu />} aria-label={t('chat.list.open')} onClick={() => setDrawer(true)} />
              )}
              <h2 id="chat-thread-title" className={styles.headerTitle}>
                {conversation?.title ?? t('chat.newChat')}
              </h2>
              {conversation && (
                <>
                  <Tooltip content={t('chat.rename')} mini>
                    <Button
                      type="text"
                      icon={<IconEdit />}
                      aria-label={t('chat.rename')}
                      onClick={() => setRenaming(true)}
                    />
                  </Tooltip>
                  <Tooltip content={t('chat.export')} mini>
                    <Button
                      type="text"
                      icon={<IconDownload />}
                      aria-label={t('chat.export')}
                      onClick={() => void exportConversation(conversation.id, conversation.title)}
                    />
                  </Tooltip>
                  <Popconfirm focusLock title={t('chat.delete.confirm')} onOk={() => remove(conversation.id)}>
                    <Button type="text" icon={<IconDelete />} aria-label={t('chat.delete')} disabled={streaming} />
                  </Popconfirm>
                </>
              )}
            </header>
            <div className={styles.thread} ref={thread}>
              {activeId !== undefined && detail.isPending ? (
                <Skeleton animation text={{ rows: 6 }} />
              ) : shown.length === 0 && !live && !failure ? (
                <div className={styles.welcome}>
                  <h2>{t('chat.welcome.title')}</h2>
                  <p>{t('chat.welcome.text')}</p>
                  <div className={styles.suggestions}>
                    {SUGGESTIONS.map((key) => (
                      <Button key={key} shape="round" disabled={streaming} onClick={() => void send(t(key))}>
                        {t(key)}
                      </Button>
                    ))}
                  </div>
                </div>
              ) : (
                <ol
                  className={styles.messages}
                  aria-label={t('chat.thread.label')}
                  aria-live="polite"
                  aria-busy={live !== null}
                >
                  {shown.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      onRegenerate={
                        message === lastAnswer && !streaming && activeId !== undefined
                          ? () => void chat.regenerate(activeId)
                          : undefined
                      }
                    />
                  ))}
                  {live?.question && <MessageBubble message={live.question} />}
                  {live && (
                    <Bubble role="assistant">{live.answer ? <AnswerText text={live.answer} /> : <TypingDots />}</Bubble>
                  )}
                  {failure?.question && <MessageBubble message={failure.question} />}
                  {failure && (
                    <Bubble
                      role="assistant"
                      failed
                      meta={
                        <Button type="text" size="mini" onClick={failure.retry}>
                          {t('chat.retry')}
                        </Button>
                      }
                    >
                      <span role="alert">{failure.msg}</span>
                    </Bubble>
                  )}
                </ol>
              )}
            </div>
            <Composer streaming={streaming} onSend={(content) => void send(content)} onStop={chat.stop} />
          </section>
        </div>
      </Card>
      {conversation && renaming && (
        <Suspense>
          <RenameDialog title={conversation.title} onSubmit={rename} onClose={() => setRenaming(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
