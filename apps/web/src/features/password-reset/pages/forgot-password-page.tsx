import { useState } from 'react';
import { Button, Form, Input } from '@arco-design/web-react';
import { PASSWORD_RESET, RESET_LOGIN_MAX } from '@console/shared/password-reset/constants';
import { passwordResetRequestSchema } from '@console/shared/password-reset/schemas';
import { StandaloneFrame } from '@/components/standalone-frame';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import { requestResetLink } from '../api/password-reset';
import { BackToLogin } from '../components/back-to-login';
import '../locales/keys';
import styles from '../components/password-reset.module.css';

const FIELDS = ['login'] as const;

/**
 * `/forgot-password`: asks for a reset link by username or e-mail address. The answer is the same
 * whether an account matches or not (docs/decisions/049-password-reset-by-mail.md), and so is this page's.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(passwordResetRequestSchema, FIELDS);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async () => {
    const { values } = check();
    if (!values || pending) return;
    setPending(true);
    try {
      await requestResetLink(values.login);
      setSentTo(values.login);
    } catch (error) {
      showServerErrors(error);
    } finally {
      setPending(false);
    }
  };

  if (sentTo !== undefined)
    return (
      <StandaloneFrame title={t('passwordReset.forgot.sent.title')}>
        <p className={styles.sent} role="status">
          {t('passwordReset.forgot.sent', { login: sentTo, minutes: PASSWORD_RESET.linkMinutes })}
        </p>
        <Button long onClick={() => setSentTo(undefined)}>
          {t('passwordReset.forgot.again')}
        </Button>
        <BackToLogin />
      </StandaloneFrame>
    );

  return (
    <StandaloneFrame title={t('passwordReset.forgot.title')} intro={t('passwordReset.forgot.intro')}>
      <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
        <Form.Item field="login" label={t('passwordReset.forgot.login')} required>
          <Input
            autoComplete="username"
            autoFocus
            maxLength={RESET_LOGIN_MAX}
            placeholder={t('passwordReset.forgot.login.placeholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('passwordReset.forgot.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </StandaloneFrame>
  );
}
