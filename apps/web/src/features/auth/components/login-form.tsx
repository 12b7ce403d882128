import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, Input } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input/interface';
import { IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { LOGIN_LIMITS, href, type LoginInput } from '@console/shared';
import type { SecondStep } from '@console/shared/identity/schemas';
import { afterLoginUrl } from '@/lib/routing/routing';
import { useNavigationPreload } from '@/lib/routing/navigation-preload';
import { toast } from '@/lib/toast/toast';
import { atIpAddress, browserHasWebAuthn } from '@/lib/passkeys/ceremony';
import type { SessionRequests } from '@/lib/session/session-requests';
import { signIn, signInWithGrant, type SignInAnswer } from '../api/login';
import type * as PasskeySignInModule from '../api/passkey-sign-in';
import { passwordResetEnabled } from '../api/password-reset';
import { ssoErrorOf, ssoOffered, takeSsoGrant, withoutSsoError } from '../sso';
import { LoginField } from './login-field';
import { SsoSignIn } from './sso-sign-in';
import type { SecondStepForm } from './second-step/second-step-form';
import { readLoginConfig, saveLoginConfig } from '../login-config';
import styles from './login-form.module.css';
import textLink from '@/components/text-link.module.css';

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, MessageKey>>;
const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * A correct password (or a single sign-on) of an account with a second factor: the step's form
 * (loaded then), its ticket, who signs in (unknown to a single sign-on).
 */
interface PendingSecondStep {
  Form: typeof SecondStepForm;
  step: SecondStep;
  username?: string;
}

/**
 * What `loginSchema` checks, with the same limits and messages, as locale keys: the username is
 * trimmed and the password taken as typed. The server validates again.
 */
export function loginFieldError(field: Field, value: string): MessageKey | undefined {
  const present = field === 'username' ? value.trim() !== '' : value !== '';
  if (!present) return field === 'username' ? 'validation.usernameRequired' : 'validation.passwordRequired';
  return value.length > LOGIN_LIMITS[field] ? 'validation.tooLong' : undefined;
}

type PasskeySignIn = typeof PasskeySignInModule;
/** The passkey's sign-in and its WebAuthn library: loaded on the first use, not with the page. */
const loadPasskeySignIn = (): Promise<PasskeySignIn> => import('../api/passkey-sign-in');

/** What tells that someone is at the page: the first of them starts the passkeys' offer. */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once, at the first sign of someone at the page after its first paint (a pointer that
 * moves, a touch, a key, a focus): before they reach the username field, and never for a load
 * nobody uses, which the first load's measure stays free of.
 */
function whenEngaged(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => ENGAGEMENT.forEach((type) => window.removeEventListener(type, start, options));
  function start() {
    stop();
    task();
  }
  ENGAGEMENT.forEach((type) => window.addEventListener(type, start, options));
  return stop;
}

/**
 * The sign-in form. Two fields do not need a form library: Arco's `Form` (with its store, grid,
 * validator and lodash) would be a quarter of the login page's first load (ADR 010). For an
 * account with a second factor, a correct password turns it into the second step, whose code loads
 * then (docs/decisions/046-second-factor.md). A passkey signs in from its button, or from the
 * username field's suggestions where the browser offers them; its code loads once someone is at
 * the page (docs/decisions/048-passkeys.md). While single sign-on is on, a button leads to the provider,
 * which sends the browser back here with a grant to sign in with, or with why not
 * (docs/decisions/050-single-sign-on.md).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // What the app opens with once signed in: the query, without a failed single sign-on's reason.
  const search = withoutSsoError(location.search);
  const [sso] = useState(ssoOffered);
  const [ssoError, setSsoError] = useState(() => ssoErrorOf(location.search));
  const [remembered] = useState(readLoginConfig);
  const [values, setValues] = useState<LoginInput>({ username: remembered.username, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [rememberUsername, setRememberUsername] = useState(remembered.rememberUsername);
  const [error, setError] = useState('');
  const inputs = useRef<Partial<Record<Field, RefInputType | null>>>({});
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const [secondStep, setSecondStep] = useState<PendingSecondStep>();
  // Back from the second step, the password is typed again.
  const [returned, setReturned] = useState(false);
  // Asked after the first paint: the link takes its place in the row of the checkbox, moving nothing.
  const [resetOffered, setResetOffered] = useState(false);
  useEffect(() => {
    let current = true;
    void passwordResetEnabled().then((enabled) => current && setResetOffered(enabled));
    return () => {
      current = false;
    };
  }, []);
  const preloader = useNavigationPreload();
  const preloaded = useRef(false);
  // The landing page's code loads while the user types (ADR 010).
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloader.landing();
  };

  // A plain link, followed by the router: react-router's `Link` would move into the first load of every page.
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(event.currentTarget.pathname);
  };

  const check = (field: Field, value: string) =>
    setErrors((current) => ({ ...current, [field]: loginFieldError(field, value) }));
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    check(field, value);
  };

  /**
   * A session opened, by the password, its second step, a passkey or a single sign-on: the app opens
   * where the user was going. A passkey's sign-in names no username to remember.
   */
  const enter = async (session: SessionRequests, username?: string) => {
    if (username !== undefined) saveLoginConfig(rememberUsername, username);
    toast('success', t('login.success'));
    // The profile and the saved settings go into the cache: the route guard finds them there.
    const { fetchSession } = await import('@/lib/session/current-user');
    const user = await fetchSession(session);
    await navigate(afterLoginUrl(search, user));
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
    const credentials = { ...values, username: values.username.trim() };
    await proceed(() => signIn(credentials), credentials.username);
  };

  /** Signs in one way: into the app, or on to the second step, whose code and texts load only then. */
  const proceed = async (signingIn: () => Promise<SignInAnswer>, username?: string) => {
    submitting.current = true;
    setPending(true);
    setError('');
    setSsoError(undefined);
    try {
      const answer = await signingIn();
      if ('session' in answer) {
        await enter(answer.session, username);
        return;
      }
      // Few accounts have a second factor.
      const SecondStepForm = await import('./second-step/second-step-form').then((m) => m.loadSecondStepForm());
      // The password is not kept.
      setValues((current) => ({ ...current, password: '' }));
      setSecondStep({ Form: SecondStepForm, step: answer.secondStep, username });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('login.error'));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  // Not offered where it cannot work: a page opened at an IP address (docs/decisions/048-passkeys.md).
  const [webAuthn] = useState(() => browserHasWebAuthn() && !atIpAddress());
  const [passkeyPending, setPasskeyPending] = useState(false);
  const passkeyHandlers = { onSession: (session: SessionRequests) => enter(session), onError: setError, t };
  const signInWithPasskey = async () => {
    setPasskeyPending(true);
    await loadPasskeySignIn().then((passkeys) => passkeys.passkeySignIn(passkeyHandlers));
    setPasskeyPending(false);
  };

  // The username field offers the browser's passkeys (conditional mediation), once someone is at the page.
  useEffect(() => {
    if (!webAuthn) return;
    let gone = false;
    let offered: PasskeySignIn | undefined;
    const stopWaiting = whenEngaged(() => {
      void loadPasskeySignIn().then((passkeys) => {
        if (gone) return;
        offered = passkeys;
        return passkeys.offerPasskeys(passkeyHandlers);
      });
    });
    return () => {
      gone = true;
      stopWaiting();
      offered?.cancelPasskeySignIn();
    };
    // Once per mount: the ceremony waits for the field as long as the page shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webAuthn]);

  // Back from the provider with a grant: it signs in, once (the address forgets it at once).
  useEffect(() => {
    const grant = takeSsoGrant();
    if (grant) void proceed(() => signInWithGrant(grant));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  /** Back to the password, with what ended the second step when it did not end by choice. */
  const backToPassword = (notice = '') => {
    setSecondStep(undefined);
    setError(notice);
    setReturned(true);
  };

  if (secondStep) {
    const { Form: SecondStep, step, username } = secondStep;
    return (
      <div className={styles.container}>
        <SecondStep step={step} onSignedIn={(session) => enter(session, username)} onBack={backToPassword} />
      </div>
    );
  }

  const field = (name: Field, icon: ReactElement) => {
    const errorKey = errors[name];
    return (
      <LoginField name={name} label={t(`login.${name}`)} error={errorKey && t(errorKey)}>
        {(input) => {
          const props = {
            ...input,
            ref: (element: RefInputType | null) => {
              inputs.current[name] = element;
            },
            prefix: icon,
            value: values[name],
            placeholder: t(`login.${name}.placeholder`),
            onChange: (value: string) => change(name, value),
            onBlur: () => check(name, values[name]),
          };
          return name === 'password' ? (
            <Input.Password {...props} autoComplete="current-password" allowClear autoFocus={returned} />
          ) : (
            <Input {...props} autoComplete={webAuthn ? 'username webauthn' : 'username'} />
          );
        }}
      </LoginField>
    );
  };

  return (
    <div className={styles.container}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <div className={styles.error} role="alert">
        {error || (ssoError && t(`login.sso.error.${ssoError}`))}
      </div>
      <form noValidate onFocus={preload} onSubmit={(event) => void submit(event)}>
        {field('username', <IconUser />)}
        {field('password', <IconLock />)}
        <div className={styles.actions}>
          <Checkbox checked={rememberUsername} onChange={setRememberUsername}>
            {t('login.rememberUsername')}
          </Checkbox>
          {resetOffered && (
            <a className={textLink.link} href={href('ForgotPassword')} onClick={followInApp}>
              {t('login.forgotPassword')}
            </a>
          )}
        </div>
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
      {webAuthn && (
        <Button
          className={styles.passkey}
          long
          icon={<IconSafe />}
          loading={passkeyPending}
          onClick={() => void signInWithPasskey()}
        >
          {t('login.passkey')}
        </Button>
      )}

      {sso !== undefined && <SsoSignIn name={sso} search={search} />}
    </div>
  );
}
