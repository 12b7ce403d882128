import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, Input } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input/interface';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { LOGIN_LIMITS, type LoginInput } from '@console/shared';
import { afterLoginUrl } from '@/lib/routing/routing';
import { useNavigationPreload } from '@/lib/routing/navigation-preload';
import { toast } from '@/lib/toast/toast';
import { signIn } from '../api/login';
import { readLoginConfig, saveLoginConfig } from '../login-config';
import styles from './login-form.module.css';

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, MessageKey>>;
const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * What `loginSchema` checks, with the same limits and messages, as locale keys: the username is
 * trimmed and the password taken as typed. The server validates again.
 */
export function loginFieldError(field: Field, value: string): MessageKey | undefined {
  const present = field === 'username' ? value.trim() !== '' : value !== '';
  if (!present) return field === 'username' ? 'validation.usernameRequired' : 'validation.passwordRequired';
  return value.length > LOGIN_LIMITS[field] ? 'validation.tooLong' : undefined;
}

/**
 * The sign-in form. Two fields do not need a form library: Arco's `Form` (with its store, grid,
 * validator and lodash) would be a quarter of the login page's first load (ADR 010).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [remembered] = useState(readLoginConfig);
  const [values, setValues] = useState<LoginInput>({ username: remembered.username, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [rememberUsername, setRememberUsername] = useState(remembered.rememberUsername);
  const [error, setError] = useState('');
  const inputs = useRef<Partial<Record<Field, RefInputType | null>>>({});
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const preloader = useNavigationPreload();
  const preloaded = useRef(false);
  // The landing page's code loads while the user types (ADR 010).
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloader.landing();
  };

  const check = (field: Field, value: string) =>
    setErrors((current) => ({ ...current, [field]: loginFieldError(field, value) }));
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    check(field, value);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const found: Errors = Object.fromEntries(FIELDS.map((field) => [field, loginFieldError(field, values[field])]));
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    submitting.current = true;
    setPending(true);
    setError('');
    const credentials = { ...values, username: values.username.trim() };
    try {
      const session = await signIn(credentials);
      saveLoginConfig(rememberUsername, credentials.username);
      toast('success', t('login.success'));
      // The profile and the saved settings go into the cache: the route guard finds them there.
      const { fetchSession } = await import('@/lib/session/current-user');
      const user = await fetchSession(session);
      await navigate(afterLoginUrl(search, user));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('login.error'));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  const field = (name: Field, icon: ReactElement) => {
    const id = `${name}_input`;
    const errorId = `${name}_error`;
    const errorKey = errors[name];
    const props = {
      id,
      ref: (input: RefInputType | null) => {
        inputs.current[name] = input;
      },
      prefix: icon,
      value: values[name],
      placeholder: t(`login.${name}.placeholder`),
      status: errorKey ? ('error' as const) : undefined,
      'aria-invalid': errorKey ? true : undefined,
      'aria-describedby': errorKey ? errorId : undefined,
      onChange: (value: string) => change(name, value),
      onBlur: () => check(name, values[name]),
    };
    return (
      <div className={styles.item}>
        <label className={styles.label} htmlFor={id}>
          {t(`login.${name}`)}
        </label>
        {name === 'password' ? (
          <Input.Password {...props} autoComplete="current-password" allowClear />
        ) : (
          <Input {...props} autoComplete="username" />
        )}
        <div id={errorId} className={styles.fieldError}>
          {errorKey ? t(errorKey) : null}
        </div>
      </div>
    );
  };

  return (
    <div className={styles.container}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <div className={styles.error} role="alert">
        {error}
      </div>
      <form noValidate onFocus={preload} onSubmit={(event) => void submit(event)}>
        {field('username', <IconUser />)}
        {field('password', <IconLock />)}
        <div className={styles.actions}>
          <Checkbox checked={rememberUsername} onChange={setRememberUsername}>
            {t('login.rememberUsername')}
          </Checkbox>
        </div>
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
