import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { useUserInfo } from '@/lib/session/current-user';
import { browserHasWebAuthn } from '@/lib/passkeys/ceremony';
import { useRegisterPasskey } from '../api/passkeys';
import { ForcedStepFrame } from '../components/forced-step-frame';
import { PasskeyNameForm } from '../components/passkeys/passkey-name-form';
import styles from '../components/passkeys/passkeys.module.css';
import { RecoveryCodes } from '../components/second-factor/recovery-codes';
import { TotpEnrolment } from '../components/second-factor/totp-enrolment';

/**
 * `/second-factor`: all a session sees while a role of its account requires a second factor that it
 * has not set up (docs/decisions/046-second-factor.md). The enrolment of the security settings; once
 * the app is in force (the profile read again says so) and its recovery codes kept, the console
 * opens on the landing page. A passkey is a second factor too (docs/decisions/048-passkeys.md):
 * registering one opens the console at once.
 */
export default function SecondFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useLandingPath();
  const { data: user } = useUserInfo();
  const [codes, setCodes] = useState<string[]>();
  const register = useRegisterPasskey();
  const enter = () => void navigate(landing, { replace: true });

  return (
    <ForcedStepFrame
      title={t('secondFactorSetup.title')}
      intro={codes ? t('secondFactorSetup.done') : t('secondFactorSetup.intro', { name: user?.name ?? '' })}
    >
      {codes ? (
        <RecoveryCodes codes={codes} doneText={t('secondFactorSetup.continue')} onDone={enter} />
      ) : (
        <>
          <TotpEnrolment onEnabled={setCodes} />
          {browserHasWebAuthn() && (
            <section className={styles.setup} aria-labelledby="passkey-setup-title">
              <h2 id="passkey-setup-title" className={styles.setupTitle}>
                {t('passkey.setup.title')}
              </h2>
              <p>{t('passkey.setup.intro')}</p>
              <PasskeyNameForm
                submitText={t('passkey.setup.submit')}
                action={(name) => register.mutateAsync({ name })}
                pending={register.isPending}
                onDone={enter}
                autoFocus={false}
              />
            </section>
          )}
        </>
      )}
    </ForcedStepFrame>
  );
}
