import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Message, Modal, Skeleton } from '@arco-design/web-react';
import { RECOVERY_CODES } from '@console/shared/identity/constants';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { secondFactorQueryOptions, useDisableTotp, useRegenerateRecoveryCodes } from '../../api/second-factor';
import { BlockError } from '../block-error';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { TotpEnrolment } from './totp-enrolment';
import styles from '../user-centre.module.css';
import factorStyles from './second-factor.module.css';

const TITLES = {
  enable: 'secondFactor.enable.title',
  disable: 'secondFactor.disable.title',
  regenerate: 'secondFactor.regenerate.title',
} as const;
type Dialog = keyof typeof TITLES;

/**
 * The security settings' row of the second factor (docs/decisions/046-second-factor.md): whether the
 * authenticator app is on, since when, and the recovery codes left; turning it on (the enrolment),
 * off and new recovery codes, each in a dialog. Turning it off and new codes take a fresh code, so a
 * session left open is not enough; a role that requires a second factor keeps it on unless a passkey is one.
 */
export function SecondFactorSetting() {
  const { t } = useTranslation();
  const status = useQuery(secondFactorQueryOptions());
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  // The dialog stays what it was while it closes.
  const [dialog, setDialog] = useState<Dialog>('enable');
  const [open, setOpen] = useState(false);
  // Recovery codes just made, shown once in the dialog that made them.
  const [codes, setCodes] = useState<string[]>();
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} doneText={t('secondFactor.codes.saved')} onDone={close} />;
    if (dialog === 'enable') return <TotpEnrolment onEnabled={setCodes} onCancel={close} />;
    if (dialog === 'disable') {
      return (
        <>
          <p className={factorStyles.intro}>{t('secondFactor.disable.intro')}</p>
          <SecondFactorCodeForm
            accepts="any"
            action={disable}
            danger
            submitText={t('secondFactor.disable.submit')}
            onDone={() => {
              Message.success(t('secondFactor.disable.done'));
              close();
            }}
            onCancel={close}
          />
        </>
      );
    }
    return (
      <>
        <p className={factorStyles.intro}>{t('secondFactor.regenerate.intro', { number: RECOVERY_CODES.count })}</p>
        <SecondFactorCodeForm
          accepts="any"
          action={regenerate}
          submitText={t('secondFactor.regenerate.submit')}
          onDone={({ recoveryCodes }) => setCodes(recoveryCodes)}
          onCancel={close}
        />
      </>
    );
  };

  const row = () => {
    if (status.isPending) return <Skeleton animation text={{ rows: 1, width: ['60%'] }} />;
    if (status.isError) return <BlockError onRetry={() => void status.refetch()} />;
    const { totp, required, hasPasskey } = status.data;
    // A passkey is a second factor too: with one, the app may go even where a role requires one.
    const kept = required && !hasPasskey;
    if (!totp.enabled) {
      return (
        <>
          <span className={styles.rowText}>{t('secondFactor.off')}</span>
          <Button className={styles.action} type="text" onClick={() => show('enable')}>
            {t('secondFactor.enable')}
          </Button>
        </>
      );
    }
    return (
      <>
        <span className={styles.rowText}>
          {t('secondFactor.on', {
            date: totp.enabledTime ? formatDate(totp.enabledTime) : '',
            count: totp.recoveryCodesLeft,
          })}
          {kept && <span className={styles.rowNote}>{t('secondFactor.required')}</span>}
        </span>
        <span className={styles.rowActions}>
          <Button className={styles.action} type="text" onClick={() => show('regenerate')}>
            {t('secondFactor.regenerate')}
          </Button>
          {!kept && (
            <Button className={styles.action} type="text" onClick={() => show('disable')}>
              {t('secondFactor.disable')}
            </Button>
          )}
        </span>
      </>
    );
  };

  return (
    <li className={styles.row}>
      <span className={styles.rowLabel}>{t('secondFactor.label')}</span>
      {row()}
      <Modal
        title={t(TITLES[dialog])}
        visible={open}
        footer={null}
        onCancel={close}
        // Codes shown once are closed by saying they are kept, never by a stray click or key.
        closable={!codes}
        maskClosable={!codes}
        escToExit={!codes}
        afterClose={() => setCodes(undefined)}
        autoFocus={false}
        unmountOnExit
      >
        {body()}
      </Modal>
    </li>
  );
}
