import { Modal } from '@arco-design/web-react';
import { i18n } from '@/lib/i18n/i18n';
import { clearToken } from './session';

let open = false;

/** 'Confirm logout' dialog (docs/product.md, Errors): Re-Login ends the local session and reloads; cancel stays. */
export function confirmRelogin(): void {
  if (open) return;
  open = true;
  Modal.confirm({
    title: i18n.t('http.logout.title'),
    content: i18n.t('http.logout.content'),
    okText: i18n.t('http.logout.ok'),
    cancelText: i18n.t('http.logout.cancel'),
    onOk: () => {
      clearToken();
      window.location.reload();
    },
    afterClose: () => {
      open = false;
    },
  });
}
