import type { ReactNode } from 'react';
import { Avatar, Button, Tag, Tooltip } from '@arco-design/web-react';
import { IconRefresh, IconRobot } from '@arco-design/web-react/icon';
import type { ChatRole } from '@console/shared/assistant/constants';
import type { ChatMessage } from '@console/shared/assistant/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { CopyButton } from './copy-button';
import { Markdown } from './markdown';
import styles from './chat.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** `HH:mm:ss`, the chat's time format. */
const clock = (time: string) => {
  const d = new Date(time);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** A fenced code block with its language and a copy button. */
function CodeBlock({ code, language }: { code: string; language: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeHeader}>
        <span>{language || 'text'}</span>
        <CopyButton text={code} label={t('chat.copyCode')} />
      </div>
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** An answer's text as Markdown. */
export const AnswerText = ({ text }: { text: string }) => (
  <Markdown text={text} renderCode={(code, language) => <CodeBlock code={code} language={language} />} />
);

interface BubbleProps {
  role: ChatRole;
  /** The bubble's content; an answer's Markdown or the question's text. */
  children: ReactNode;
  /** Under the bubble: time, status, actions. */
  meta?: ReactNode;
  failed?: boolean;
}

/** A turn of the thread: the user's on the right, the assistant's on the left with its avatar. */
export function Bubble({ role, children, meta, failed = false }: BubbleProps) {
  const { t } = useTranslation();
  const user = role === 'user';
  return (
    <li className={`${styles.message} ${user ? styles.fromUser : ''}`}>
      {!user && (
        <Avatar size={32} style={{ flex: 'none', backgroundColor: 'rgb(var(--primary-6))' }}>
          <IconRobot aria-hidden />
        </Avatar>
      )}
      <div className={styles.bubbleColumn}>
        <span className={styles.srOnly}>{t(user ? 'chat.you' : 'chat.assistant')}</span>
        <div className={`${styles.bubble} ${failed ? styles.failed : ''}`}>{children}</div>
        {meta && <div className={styles.meta}>{meta}</div>}
      </div>
    </li>
  );
}

/** A stored message with its time, its status and its actions (copy; regenerate on the last answer). */
export function MessageBubble({ message, onRegenerate }: { message: ChatMessage; onRegenerate?: () => void }) {
  const { t } = useTranslation();
  const user = message.role === 'user';
  return (
    <Bubble
      role={message.role}
      meta={
        <>
          <time dateTime={message.time}>{clock(message.time)}</time>
          {message.status === 'stopped' && <Tag size="small">{t('chat.status.stopped')}</Tag>}
          {message.status === 'failed' && (
            <Tag size="small" color="red">
              {t('chat.status.failed')}
            </Tag>
          )}
          <CopyButton text={message.content} label={t('chat.copy')} />
          {onRegenerate && (
            <Tooltip content={t('chat.regenerate')} mini>
              <Button
                type="text"
                size="mini"
                icon={<IconRefresh />}
                aria-label={t('chat.regenerate')}
                onClick={onRegenerate}
              />
            </Tooltip>
          )}
        </>
      }
    >
      {user ? message.content : <AnswerText text={message.content} />}
    </Bubble>
  );
}

/** Three dots while the assistant has not said anything yet. */
export function TypingDots() {
  const { t } = useTranslation();
  return (
    <span className={styles.typing} role="status" aria-label={t('chat.typing')}>
      <span />
      <span />
      <span />
    </span>
  );
}
