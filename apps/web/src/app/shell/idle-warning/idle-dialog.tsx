import { cloneElement, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Modal } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import type { IdleState } from '@/lib/session/idle-watch';
import styles from './idle-dialog.module.css';

export interface IdleDialogProps {
  /** The warning's countdown. */
  state: IdleState;
  open: boolean;
  onStay: () => Promise<void>;
  onSignOut: () => void;
  /** The dialog has closed (after its animation). */
  afterClose: () => void;
}

/** Whole seconds left until `endsAt`, renewed on each second's boundary while `running`. */
function useSecondsLeft({ endsAt, since }: IdleState, running: boolean): number {
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, (endsAt - at) % 1000 || 1000);
    };
    timer = setTimeout(tick, (endsAt - since) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [running, endsAt, since]);
  return Math.max(0, Math.ceil((endsAt - Math.max(now, since)) / 1000));
}

/**
 * The idle warning (docs/product.md, Sessions and states): an alert dialog that counts down to the
 * end of the session, with "Stay signed in" (focused first; Escape does the same) and "Sign out".
 * Loaded only when the warning is near (`idle-warning.tsx`).
 */
export function IdleDialog({ state, open, onStay, onSignOut, afterClose }: IdleDialogProps) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(state, open);
  const [staying, setStaying] = useState(false);
  const descriptionId = useId();

  const stay = () => {
    if (staying) return;
    setStaying(true);
    void onStay().finally(() => setStaying(false));
  };

  // It interrupts whatever the user was doing with a deadline: an alert dialog, its countdown its description.
  const asAlert = (dialog: ReactNode) =>
    isValidElement(dialog)
      ? cloneElement(dialog as ReactElement<Record<string, unknown>>, {
          role: 'alertdialog',
          'aria-describedby': descriptionId,
        })
      : dialog;

  return (
    <Modal
      visible={open}
      title={t('idle.title')}
      closable={false}
      maskClosable={false}
      onCancel={stay}
      afterClose={afterClose}
      modalRender={asAlert}
      className={styles.dialog}
      footer={
        <>
          <Button onClick={onSignOut}>{t('idle.signOut')}</Button>
          <Button type="primary" loading={staying} onClick={stay} data-autofocus>
            {t('idle.stay')}
          </Button>
        </>
      }
    >
      <p id={descriptionId} className={styles.countdown}>
        {t('idle.countdown', { count: seconds })}
      </p>
    </Modal>
  );
}
