import { Modal } from '@arco-design/web-react';
import type { ConfirmProps } from '@arco-design/web-react/es/Modal/confirm';

export function openConfirmDialog(props: ConfirmProps): void {
  Modal.confirm(props);
}
