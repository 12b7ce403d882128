import { Button, Tooltip } from '@arco-design/web-react';
import { IconCopy } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';

/** An icon button that copies `text` to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      // Undefined outside a secure context (the console reached over plain HTTP).
      await navigator.clipboard.writeText(text);
      toast('success', t('chat.copied'));
    } catch {
      toast('error', t('chat.copyFailed'));
    }
  };
  return (
    <Tooltip content={label} mini>
      <Button type="text" size="mini" icon={<IconCopy />} aria-label={label} onClick={() => void copy()} />
    </Tooltip>
  );
}
