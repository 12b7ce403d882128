import { useNavigate } from 'react-router';
import { Button, Form, Message } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { useUserInfo } from '@/lib/session/current-user';
import { ForcedStepFrame } from '../components/forced-step-frame';
import { PasswordFields, usePasswordChangeForm } from '../components/password-fields';

/**
 * `/password-change`: all a session sees while its account must replace the temporary password an
 * administrator set. Once the password is changed, the console opens on the landing page (or the
 * next forced step, which the route guard finds in the profile read again).
 */
export default function PasswordChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useLandingPath();
  const { data: user } = useUserInfo();
  const { form, revalidate, submit, pending } = usePasswordChangeForm(async () => {
    Message.success(t('passwordChange.done'));
    await navigate(landing, { replace: true });
  });

  return (
    <ForcedStepFrame title={t('passwordChange.title')} intro={t('passwordChange.intro', { name: user?.name ?? '' })}>
      <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
        <PasswordFields oldLabel={t('passwordChange.old')} />
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('passwordChange.submit')}
        </Button>
      </Form>
    </ForcedStepFrame>
  );
}
