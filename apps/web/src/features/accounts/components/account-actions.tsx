import { useCallback, useState, type ReactNode } from 'react';
import { Button, Dropdown, Menu, Message, Modal } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import type { Account } from '@console/shared/accounts/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { useAccountStatus, useEndSessions, useResetSecondFactor } from '../api/account-resource';
import { ResetPasswordModal } from './reset-password-modal';

export interface AccountActions {
  /**
   * The list kit's `rowControls`: enable or disable, then a menu with the password reset, the second
   * factor's reset and the end of sessions.
   */
  rowControls: (account: Account) => ReactNode;
  /** The dialogs the controls open, rendered once beside the list. */
  dialogs: ReactNode;
}

/**
 * What an administrator does to an account besides editing and deleting it, each confirmed first: disable
 * (its sessions end at once) or enable it, set a temporary password, switch its second factors off (a
 * lost phone or passkey device), end its sessions. A refusal (the last administrator, one's own account) is told by the
 * HTTP client's toast, and the dialog stays open to cancel.
 */
export function useAccountActions(): AccountActions {
  const { t } = useTranslation();
  const [modalFuncs, modalHolder] = Modal.useModal();
  // Arco answers new functions on every render, which all open their dialog in the same holder: the
  // first are kept, so the row controls (and the table's columns) stay the same from render to render.
  const [modal] = useState(modalFuncs);
  const { mutateAsync: setStatus } = useAccountStatus();
  const { mutateAsync: endSessions } = useEndSessions();
  const { mutateAsync: resetSecondFactor } = useResetSecondFactor();
  const [resetting, setResetting] = useState<Account>();
  const [resetOpen, setResetOpen] = useState(false);

  const confirmStatus = useCallback(
    (account: Account) => {
      const { username } = account;
      const disabling = account.status === 'active';
      const status = disabling ? 'disabled' : 'active';
      modal.confirm?.({
        title: t(disabling ? 'accounts.disable.title' : 'accounts.enable.title', { username }),
        content: t(disabling ? 'accounts.disable.content' : 'accounts.enable.content', { username }),
        okText: t(disabling ? 'accounts.action.disable' : 'accounts.action.enable'),
        onOk: () =>
          setStatus({ id: account.id, input: { status, version: account.version } }).then(() =>
            Message.success(t(disabling ? 'accounts.toast.disabled' : 'accounts.toast.enabled', { username })),
          ),
      });
    },
    [modal, setStatus, t],
  );

  const confirmEndSessions = useCallback(
    (account: Account) => {
      const { username } = account;
      modal.confirm?.({
        title: t('accounts.endSessions.title', { username }),
        content: t('accounts.endSessions.content', { username }),
        okText: t('accounts.action.endSessions'),
        onOk: () =>
          endSessions(account.id).then(({ ended }) =>
            Message.success(t('accounts.toast.sessionsEnded', { username, count: ended })),
          ),
      });
    },
    [modal, endSessions, t],
  );

  const confirmResetSecondFactor = useCallback(
    (account: Account) => {
      const { username } = account;
      modal.confirm?.({
        title: t('accounts.resetSecondFactor.title', { username }),
        content: t('accounts.resetSecondFactor.content', { username }),
        okText: t('accounts.action.resetSecondFactor'),
        onOk: () =>
          resetSecondFactor(account.id).then(() =>
            Message.success(t('accounts.toast.secondFactorReset', { username })),
          ),
      });
    },
    [modal, resetSecondFactor, t],
  );

  const rowControls = useCallback(
    (account: Account) => {
      const more = (
        <Menu
          onClickMenuItem={(key) => {
            if (key === 'resetPassword') {
              setResetting(account);
              setResetOpen(true);
            } else if (key === 'resetSecondFactor') confirmResetSecondFactor(account);
            else confirmEndSessions(account);
          }}
        >
          <Menu.Item key="resetPassword">{t('accounts.action.resetPassword')}</Menu.Item>
          {/* Only an account with a second factor (its app or a passkey) has one to switch off. */}
          {(account.secondFactor || account.passkeys > 0) && (
            <Menu.Item key="resetSecondFactor">{t('accounts.action.resetSecondFactor')}</Menu.Item>
          )}
          <Menu.Item key="endSessions">{t('accounts.action.endSessions')}</Menu.Item>
        </Menu>
      );
      const active = account.status === 'active';
      return (
        <>
          <Button
            type="text"
            size="small"
            status={active ? 'danger' : undefined}
            onClick={() => confirmStatus(account)}
          >
            {t(active ? 'accounts.action.disable' : 'accounts.action.enable')}
          </Button>
          <Dropdown droplist={more} trigger="click" position="br">
            <Button type="text" size="small" aria-label={t('accounts.action.moreOf', { username: account.username })}>
              {t('accounts.action.more')}
              <IconDown />
            </Button>
          </Dropdown>
        </>
      );
    },
    [confirmStatus, confirmEndSessions, confirmResetSecondFactor, t],
  );

  const dialogs = (
    <>
      {modalHolder}
      <ResetPasswordModal account={resetting} visible={resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
  return { rowControls, dialogs };
}
