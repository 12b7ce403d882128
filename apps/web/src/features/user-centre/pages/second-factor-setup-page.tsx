import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { useUserInfo } from '@/lib/session/current-user';
import { ForcedStepFrame } from '../components/forced-step-frame';
import { RecoveryCodes } from '../components/second-factor/recovery-codes';
import { TotpEnrolment } from '../components/second-factor/totp-enrolment';

/**
 * `/second-factor`: all a session sees while a role of its account requires a second factor that it
 * has not set up (docs/decisions/046-second-factor.md). The enrolment of the security settings; once
 * the app is in force (the profile read again says so) and its recovery codes kept, the console
 * opens on the landing page.
 */
export default function SecondFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useLandingPath();
  const { data: user } = useUserInfo();
  const [codes, setCodes] = useState<string[]>();

  return (
    <ForcedStepFrame
      title={t('secondFactorSetup.title')}
      intro={codes ? t('secondFactorSetup.done') : t('secondFactorSetup.intro', { name: user?.name ?? '' })}
    >
      {codes ? (
        <RecoveryCodes
          codes={codes}
          doneText={t('secondFactorSetup.continue')}
          onDone={() => void navigate(landing, { replace: true })}
        />
      ) : (
        <TotpEnrolment onEnabled={setCodes} />
      )}
    </ForcedStepFrame>
  );
}
