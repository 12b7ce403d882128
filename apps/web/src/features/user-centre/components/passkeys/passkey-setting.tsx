import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Message, Modal, Skeleton, Tag } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import type { Passkey } from '@console/shared/identity/passkey-schemas';
import { formatDate } from '@/lib/format';
import { ApiError } from '@/lib/http/api-client';
import { useTranslation } from '@/lib/i18n/i18n';
import { passkeysQueryOptions, useRegisterPasskey, useRemovePasskey, useRenamePasskey } from '../../api/passkeys';
import { secondFactorQueryOptions } from '../../api/second-factor';
import { BlockError } from '../block-error';
import { PasskeyNameForm } from './passkey-name-form';
import styles from '../user-centre.module.css';
import factorStyles from '../second-factor/second-factor.module.css';
import passkeyStyles from './passkeys.module.css';

/** The open dialog: a registration, or the renaming of a passkey. */
type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey };

/**
 * The security settings' row of passkeys (docs/decisions/048-passkeys.md): how many, each with its
 * name, when it was added and last used; adding one (a name, then the browser's ceremony), renaming
 * and removing each. The last second factor of an account whose role requires one stays.
 */
export function PasskeySetting() {
  const { t } = useTranslation();
  const passkeys = useQuery(passkeysQueryOptions());
  const status = useQuery(secondFactorQueryOptions());
  const register = useRegisterPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [modal, modalHolder] = Modal.useModal();
  // The dialog stays what it was while it closes.
  const [dialog, setDialog] = useState<Dialog>({ kind: 'add' });
  const [open, setOpen] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const list = passkeys.data ?? [];
  const required = status.data?.required === true;
  // What the server refuses too: the last passkey of an account whose role requires a second factor and whose app is off.
  const kept = required && status.data?.totp.enabled === false && list.length === 1;

  const askRemove = (passkey: Passkey) =>
    modal.confirm?.({
      title: t('passkey.remove.title', { name: passkey.name }),
      content: t('passkey.remove.content'),
      okButtonProps: { status: 'danger' },
      okText: t('passkey.remove'),
      onOk: () =>
        remove.mutateAsync(passkey.id).then(
          () => Message.success(t('passkey.remove.done')),
          (error: unknown) => Message.error(error instanceof ApiError ? error.message : t('userCentre.loadError')),
        ),
    });

  const summary = () => {
    if (passkeys.isPending) return <Skeleton animation text={{ rows: 1, width: ['60%'] }} />;
    if (passkeys.isError) return <BlockError onRetry={() => void passkeys.refetch()} />;
    return (
      <span className={styles.rowText}>
        {list.length === 0 ? t('passkey.none') : t('passkey.count', { count: list.length })}
        {kept && <span className={styles.rowNote}>{t('passkey.required')}</span>}
      </span>
    );
  };

  return (
    <li className={`${styles.row} ${passkeyStyles.row}`}>
      {modalHolder}
      <span className={styles.rowLabel}>{t('passkey.label')}</span>
      {summary()}
      <Button className={styles.action} type="text" onClick={() => show({ kind: 'add' })}>
        {t('passkey.add')}
      </Button>
      {list.length > 0 && (
        <ul className={passkeyStyles.list} aria-label={t('passkey.listLabel')}>
          {list.map((passkey) => (
            <li key={passkey.id} className={passkeyStyles.item}>
              <IconSafe className={passkeyStyles.icon} aria-hidden />
              <span className={passkeyStyles.text}>
                <span className={passkeyStyles.name}>{passkey.name}</span>
                {passkey.multiDevice && (
                  <Tag size="small" className={styles.tag}>
                    {t('passkey.synced')}
                  </Tag>
                )}
                <span className={passkeyStyles.dates}>
                  {t('passkey.added', { date: formatDate(passkey.createdTime) })} ·{' '}
                  {passkey.lastUsedTime
                    ? t('passkey.lastUsed', { date: formatDate(passkey.lastUsedTime) })
                    : t('passkey.neverUsed')}
                </span>
              </span>
              <span className={styles.rowActions}>
                <Button
                  className={styles.action}
                  type="text"
                  aria-label={`${t('passkey.rename')} ${passkey.name}`}
                  onClick={() => show({ kind: 'rename', passkey })}
                >
                  {t('passkey.rename')}
                </Button>
                {!kept && (
                  <Button
                    className={styles.action}
                    type="text"
                    aria-label={`${t('passkey.remove')} ${passkey.name}`}
                    onClick={() => askRemove(passkey)}
                  >
                    {t('passkey.remove')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Modal
        title={dialog.kind === 'add' ? t('passkey.add.title') : t('passkey.rename.title')}
        visible={open}
        footer={null}
        onCancel={close}
        autoFocus={false}
        unmountOnExit
      >
        {dialog.kind === 'add' ? (
          <>
            <p className={factorStyles.intro}>{t('passkey.add.intro')}</p>
            <PasskeyNameForm
              submitText={t('passkey.add.submit')}
              action={(name) => register.mutateAsync({ name })}
              pending={register.isPending}
              onDone={() => {
                Message.success(t('passkey.add.done'));
                close();
              }}
              onCancel={close}
            />
          </>
        ) : (
          <PasskeyNameForm
            initialName={dialog.passkey.name}
            submitText={t('passkey.rename.submit')}
            action={(name) => rename.mutateAsync({ id: dialog.passkey.id, name })}
            pending={rename.isPending}
            onDone={() => {
              Message.success(t('passkey.rename.done'));
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </li>
  );
}
