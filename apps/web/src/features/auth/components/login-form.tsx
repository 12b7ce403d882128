import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, Form, Input, Message, type RulesProps } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n';
import { LOGIN_LIMITS, type LoginInput } from '@console/shared';
import { afterLoginUrl } from '@/app/routing';
import { queryClient } from '@/lib/query-client';
import { useLogin } from '../api/login';
import { readLoginConfig, saveLoginConfig } from '../login-config';
import styles from './login-form.module.css';

/**
 * The login form checks what `loginSchema` checks with plain rules over the same limits and
 * messages: zod stays out of the login page's first load (ADR 007); the server still validates.
 */
function fieldRules(field: keyof LoginInput, t: (key: string) => string): RulesProps[] {
  const requiredKey = field === 'username' ? 'validation.usernameRequired' : 'validation.passwordRequired';
  // Like the schema, the username is trimmed and the password taken as typed.
  const present = (value: string | undefined) => Boolean(field === 'username' ? value?.trim() : value);
  return [
    { validator: (value: string | undefined, done) => done(present(value) ? undefined : t(requiredKey)) },
    { maxLength: LOGIN_LIMITS[field], message: t('validation.tooLong') },
  ];
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<LoginInput>();
  const [remembered] = useState(readLoginConfig);
  const [rememberUsername, setRememberUsername] = useState(remembered.rememberUsername);
  const [error, setError] = useState('');
  const login = useLogin();

  const submit = async (values: LoginInput) => {
    if (login.isPending) return;
    setError('');
    try {
      await login.mutateAsync(values);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('login.error'));
      return;
    }
    saveLoginConfig(rememberUsername, values.username);
    Message.success(t('login.success'));
    // The profile's parser (zod) loads after sign-in, keeping it out of the login page's first load.
    const { userInfoQueryOptions } = await import('../api/get-user-info');
    const user = await queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined);
    await navigate(afterLoginUrl(search, user?.role));
  };

  return (
    <div className={styles.container}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <div className={styles.error} role="alert">
        {error}
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ username: remembered.username, password: '' }}
        onSubmit={submit}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Form.Item field="username" label={t('login.username')} rules={fieldRules('username', t)} requiredSymbol={false}>
          <Input prefix={<IconUser />} placeholder={t('login.username.placeholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item field="password" label={t('login.password')} rules={fieldRules('password', t)} requiredSymbol={false}>
          <Input.Password
            prefix={<IconLock />}
            placeholder={t('login.password.placeholder')}
            autoComplete="current-password"
            allowClear
          />
        </Form.Item>
        <div className={styles.actions}>
          <Checkbox checked={rememberUsername} onChange={setRememberUsername}>
            {t('login.rememberUsername')}
          </Checkbox>
        </div>
        <Button type="primary" htmlType="submit" long loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </div>
  );
}
