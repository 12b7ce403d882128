import { Button } from '@arco-design/web-react';
import type { ConfirmProps } from '@arco-design/web-react/es/Modal/confirm';
import { askToConfirm } from '@/lib/confirm/ask-to-confirm';

export interface CardActionButtonProps {
  /** The button's text. */
  label: string;
  /** The card's title: it ends the button's accessible name, which tells apart the cards' buttons. */
  cardTitle: string;
  primary?: boolean;
  busy: boolean;
  /** The question asked first, with its buttons, for an action that cannot be taken back. */
  confirm?: Pick<ConfirmProps, 'title' | 'okText' | 'cancelText'>;
  onAct: () => void;
}

/** One action of a card, asked for confirmation first when it cannot be taken back. */
export function CardActionButton({ label, cardTitle, primary = false, busy, confirm, onAct }: CardActionButtonProps) {
  return (
    <Button
      type={primary ? 'primary' : 'secondary'}
      loading={busy}
      onClick={() => (confirm ? askToConfirm({ ...confirm, onOk: onAct }) : onAct())}
      aria-label={`${label} ${cardTitle}`}
    >
      {label}
    </Button>
  );
}
