import type { MessageProps } from '@arco-design/web-react';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows an Arco message toast. Toasts answer a click or a server reply, so Arco's `Message`
 * (with its animation library) loads with the first one instead of with the page (ADR 010).
 */
export function toast(kind: ToastKind, content: string, options: Pick<MessageProps, 'duration'> = {}): void {
  void import('./arco-message').then(({ Message }) => Message[kind]({ ...options, content }));
}
