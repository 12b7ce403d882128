import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from '@arco-design/web-react';
import { IconSend } from '@arco-design/web-react/icon';
import { CHAT_LIMITS } from '@console/shared/assistant/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './chat.module.css';

interface ComposerProps {
  /** An answer is streaming: the stop button shows instead of send. */
  streaming: boolean;
  onSend: (content: string) => void;
  onStop: () => void;
}

/** The message box: Enter sends, Shift+Enter adds a line; 1 to 6 rows, at most 2000 characters. */
export function Composer({ streaming, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const content = text.trim();
  const send = () => {
    if (!content || streaming) return;
    onSend(content);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method's Enter picks a candidate, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <div className={styles.composer}>
      <Input.TextArea
        value={text}
        onChange={setText}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={CHAT_LIMITS.contentMax}
        showWordLimit
        placeholder={t('chat.composer.placeholder')}
        aria-label={t('chat.composer.label')}
      />
      {streaming ? (
        <Button status="danger" onClick={onStop}>
          {t('chat.stop')}
        </Button>
      ) : (
        <Button type="primary" icon={<IconSend />} disabled={!content} onClick={send}>
          {t('chat.send')}
        </Button>
      )}
    </div>
  );
}
