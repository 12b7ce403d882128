import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import type { UserInfo } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import { PasswordModal } from './password-modal';
import { PasskeySetting } from './passkeys/passkey-setting';
import { SecondFactorSetting } from './second-factor/second-factor-setting';
import { SecurityEvents } from './security-events';
import { SessionList } from './session-list';
import styles from './user-centre.module.css';

/**
 * The password (changed here), the second factors (the app, passkeys), the phone and email as they
 * stand, the sessions signed in, and the security events.
 */
export function SecuritySettings({ user, onEditEmail }: { user: UserInfo; onEditEmail: () => void }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span className={styles.rowLabel}>{t('userSetting.security.password')}</span>
          <span className={styles.rowText}>{t('userSetting.security.password.hint')}</span>
          <Button className={styles.action} type="text" onClick={() => setChanging(true)}>
            {t('userSetting.security.update')}
          </Button>
        </li>
        <SecondFactorSetting />
        <PasskeySetting />
        <li className={styles.row}>
          <span className={styles.rowLabel}>{t('userSetting.security.phone')}</span>
          <span className={styles.rowText}>
            {user.phone
              ? t('userSetting.security.phone.bound', { phone: user.phone })
              : t('userSetting.security.phone.unbound')}
          </span>
        </li>
        <li className={styles.row}>
          <span className={styles.rowLabel}>{t('userSetting.security.email')}</span>
          <span className={styles.rowText}>
            {user.email
              ? t('userSetting.security.email.bound', { email: user.email })
              : t('userSetting.security.email.unbound')}
          </span>
          <Button className={styles.action} type="text" onClick={onEditEmail}>
            {user.email ? t('userSetting.security.update') : t('userSetting.security.set')}
          </Button>
        </li>
      </ul>
      <SessionList />
      <SecurityEvents />
      <PasswordModal visible={changing} onClose={() => setChanging(false)} />
    </>
  );
}
