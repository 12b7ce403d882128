import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Form, Input } from '@arco-design/web-react';
import { ApiCode, href } from '@console/shared';
import { RESET_TOKEN_PATTERN } from '@console/shared/password-reset/constants';
import { passwordResetFormSchema } from '@console/shared/password-reset/schemas';
import { StandaloneFrame } from '@/components/standalone-frame';
import { StatusResult } from '@/components/status-result';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiError } from '@/lib/http/api-client';
import { useTranslation } from '@/lib/i18n/i18n';
import { completeReset } from '../api/password-reset';
import { BackToLogin } from '../components/back-to-login';
import '../locales/keys';
import styles from '../components/password-reset.module.css';

const FIELDS = ['newPassword', 'repeatPassword'] as const;

type Outcome = { kind: 'done' } | { kind: 'broken'; reason: string };

/**
 * `/reset-password#<token>`: the link of a reset mail. The token is in the fragment, which the
 * browser never sends; the new password follows the password change's rules, and setting it signs
 * out every session of the account (docs/decisions/049-password-reset-by-mail.md).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLocation().hash.slice(1);
  const { form, check, revalidate, showServerErrors } = useSchemaForm(passwordResetFormSchema, FIELDS);
  const [pending, setPending] = useState(false);
  const [answered, setOutcome] = useState<Outcome>();
  // Read from the address at each render: another link opened over this one changes only the fragment.
  const outcome: Outcome | undefined =
    answered ?? (RESET_TOKEN_PATTERN.test(token) ? undefined : { kind: 'broken', reason: t('validation.resetLink') });

  const submit = async () => {
    const { values } = check();
    if (!values || pending) return;
    setPending(true);
    try {
      await completeReset(token, values.newPassword);
      setOutcome({ kind: 'done' });
    } catch (error) {
      // A used, expired or unknown link is the link's fault, not the form's.
      if (error instanceof ApiError && error.code === ApiCode.failure)
        setOutcome({ kind: 'broken', reason: error.message });
      else showServerErrors(error);
    } finally {
      setPending(false);
    }
  };

  if (outcome?.kind === 'done')
    return (
      <StandaloneFrame title={t('passwordReset.reset.done.title')}>
        <StatusResult
          status="success"
          title={t('passwordReset.reset.done')}
          extra={
            <Button type="primary" onClick={() => void navigate(href('login'), { replace: true })}>
              {t('passwordReset.reset.signIn')}
            </Button>
          }
        />
      </StandaloneFrame>
    );

  if (outcome?.kind === 'broken')
    return (
      <StandaloneFrame title={t('passwordReset.reset.broken.title')} intro={outcome.reason}>
        <p className={styles.hint}>{t('passwordReset.reset.broken')}</p>
        <BackToLogin other={{ to: href('ForgotPassword'), label: t('passwordReset.reset.askAgain') }} />
      </StandaloneFrame>
    );

  return (
    <StandaloneFrame title={t('passwordReset.reset.title')} intro={t('passwordReset.reset.intro')}>
      <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
        <p className={styles.hint}>{t('passwordReset.reset.hint')}</p>
        <Form.Item field="newPassword" label={t('passwordReset.reset.new')} required>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item field="repeatPassword" label={t('passwordReset.reset.repeat')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('passwordReset.reset.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </StandaloneFrame>
  );
}
