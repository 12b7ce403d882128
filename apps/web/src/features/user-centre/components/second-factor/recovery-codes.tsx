import { useEffect, useRef } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import { IconCopy, IconDownload } from '@arco-design/web-react/icon';
import { TOTP } from '@console/shared/identity/constants';
import { saveBlob } from '@/lib/dom/save-blob';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useUserInfo } from '@/lib/session/current-user';
import { copyText } from './copy-text';
import styles from './second-factor.module.css';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** The button that says they are kept, and closes them. */
  doneText: string;
  onDone: () => void;
}

/**
 * Recovery codes, shown this once (only their hashes are kept): a list to copy or download as a
 * text file, and a button that says they are kept. Focus moves to them, so that the warning is read.
 */
export function RecoveryCodes({ codes, doneText, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const name = useUserInfo().data?.name ?? '';
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);

  const download = () => {
    const heading = t('secondFactor.codes.file', { issuer: TOTP.issuer, name, date: formatDate(new Date()) });
    const text = [heading, '', ...codes, ''].join('\n');
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt');
  };

  return (
    <section ref={region} tabIndex={-1} className={styles.codesRegion} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className={styles.subtitle}>
        {t('secondFactor.codes.title')}
      </h2>
      <Alert type="warning" showIcon content={t('secondFactor.codes.warning')} />
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.codeTools}>
        <Button icon={<IconCopy />} onClick={() => copyText(codes.join('\n'))}>
          {t('secondFactor.codes.copy')}
        </Button>
        <Button icon={<IconDownload />} onClick={download}>
          {t('secondFactor.codes.download')}
        </Button>
      </div>
      <Button type="primary" long onClick={onDone}>
        {doneText}
      </Button>
    </section>
  );
}
