import { useEffect, useRef } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import { IconCopy } from '@arco-design/web-react/icon';
import { TOTP } from '@console/shared/identity/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import { useEnableTotp, useTotpSetup } from '../../api/second-factor';
import { BlockError } from '../block-error';
import { copyText } from './copy-text';
import { SecondFactorCodeForm } from './second-factor-code-form';
import styles from './second-factor.module.css';

/** The key as apps show it to be typed: groups of four characters. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface TotpEnrolmentProps {
  /** The app is in force: its recovery codes, to be shown once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

/**
 * Sets up an authenticator app: a new key, as a QR code the server drew and as text to type, then
 * a code from the app puts it in force. The key is asked for once per enrolment: each replaces the
 * one before, which never was in force.
 */
export function TotpEnrolment({ onEnabled, onCancel }: TotpEnrolmentProps) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const { mutate: start } = setup;
  // Once per mount: the development build's second run of effects would replace the key just shown.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (setup.isError) return <BlockError onRetry={() => start()} />;
  if (!setup.data) return <Spin className={styles.loading} />;
  const { secret, qrSvg } = setup.data;
  return (
    <ol className={styles.steps}>
      <li>
        <p>{t('secondFactor.enrol.scan')}</p>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={t('secondFactor.enrol.qrAlt', { issuer: TOTP.issuer })}
          width={176}
          height={176}
        />
      </li>
      <li>
        <p>{t('secondFactor.enrol.type')}</p>
        <div className={styles.secret}>
          <code>{grouped(secret)}</code>
          <Button size="small" icon={<IconCopy />} onClick={() => copyText(secret)}>
            {t('secondFactor.enrol.copyKey')}
          </Button>
        </div>
      </li>
      <li>
        <p>{t('secondFactor.enrol.verify', { digits: TOTP.digits })}</p>
        <SecondFactorCodeForm
          accepts="totp"
          action={enable}
          submitText={t('secondFactor.enrol.submit')}
          onDone={({ recoveryCodes }) => onEnabled(recoveryCodes)}
          onCancel={onCancel}
        />
      </li>
    </ol>
  );
}
