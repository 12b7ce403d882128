import type { ConfirmProps } from '@arco-design/web-react/es/Modal/confirm';

/**
 * Asks before an action that cannot be taken back, in a dialog that loads with the first question:
 * a page that asks rarely does not carry the dialog in its first load. Its buttons are named by the
 * caller, as the dialog opens outside the app's locale provider.
 */
export function askToConfirm(props: ConfirmProps): void {
  void import('./confirm-dialog').then(({ openConfirmDialog }) => openConfirmDialog(props));
}
