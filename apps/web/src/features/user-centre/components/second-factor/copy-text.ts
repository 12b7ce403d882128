import { Message } from '@arco-design/web-react';
import { i18n } from '@/lib/i18n/i18n';

/** Copies a text the user will paste elsewhere (a key, recovery codes), and says whether it worked. */
export function copyText(text: string): void {
  // `clipboard` is undefined outside a secure context (the console reached over plain HTTP).
  void Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(
      () => Message.success(i18n.t('secondFactor.copied')),
      () => Message.error(i18n.t('secondFactor.copyFailed')),
    );
}
