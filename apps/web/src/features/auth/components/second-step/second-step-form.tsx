import { useRef, useState, type FormEvent } from 'react';
import { Button, Input } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input/interface';
import { IconSafe } from '@arco-design/web-react/icon';
import { ApiCode } from '@console/shared';
import { RECOVERY_CODES, TOTP, type SecondStepMethod } from '@console/shared/identity/constants';
import type { SecondStep } from '@console/shared/identity/schemas';
import { ApiError } from '@/lib/http/api-client';
import { loadDictionaries, useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import type { SessionRequests } from '@/lib/session/session-requests';
import { completeSecondStep } from '../../api/second-step';
import { LoginField } from '../login-field';
import formStyles from '../login-form.module.css';
import styles from './second-step-form.module.css';

const TOTP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);
const RECOVERY_CODE = new RegExp(`^[a-z0-9]{${RECOVERY_CODES.groupLength}}-?[a-z0-9]{${RECOVERY_CODES.groupLength}}$`);

/**
 * What the shared schemas check of a code, with their messages, by the method the user chose: the
 * app's digits (`totpCodeSchema`, spaces allowed), or those or a recovery code
 * (`secondFactorCodeSchema`, any case, the dash optional). The schemas, and zod, stay off the login
 * page; the server validates again.
 */
export function secondStepCodeError(method: SecondStepMethod, value: string): MessageKey | undefined {
  const code = value.replace(/\s/g, '').toLowerCase();
  if (method === 'totp') return TOTP_CODE.test(code) ? undefined : 'validation.totpCode';
  return TOTP_CODE.test(code) || RECOVERY_CODE.test(code) ? undefined : 'validation.secondFactorCode';
}

/** The form, once its texts are loaded: the login page carries neither (`lib/i18n/i18n.ts`). */
export async function loadSecondStepForm(): Promise<typeof SecondStepForm> {
  await loadDictionaries(import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }));
  return SecondStepForm;
}

export interface SecondStepFormProps {
  step: SecondStep;
  /** Opens the session the code completed, as a sign-in with the password alone does. */
  onSignedIn: (session: SessionRequests) => Promise<void>;
  /** Back to the password step; `notice` says why when the step ended on its own (its ticket expired or was spent). */
  onBack: (notice?: string) => void;
}

/**
 * The second step of a sign-in (docs/decisions/046-second-factor.md): a code from the authenticator
 * app, or one of the recovery codes, completes the ticket the password gave. A wrong code is told
 * under the field; a ticket that expired or was spent sends the user back to the password.
 */
export function SecondStepForm({ step, onSignedIn, onBack }: SecondStepFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondStepMethod>('totp');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const input = useRef<RefInputType>(null);
  const totp = method === 'totp';

  const refuse = (message: string) => {
    setCodeError(message);
    input.current?.focus();
  };

  const switchMethod = () => {
    setMethod(totp ? 'recovery' : 'totp');
    setCode('');
    setCodeError(undefined);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const invalid = secondStepCodeError(method, code);
    if (invalid) return refuse(t(invalid));
    submitting.current = true;
    setPending(true);
    setError('');
    try {
      await onSignedIn(await completeSecondStep({ ticket: step.ticket, code }));
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : t('login.error');
      if (!(e instanceof ApiError) || e.code === ApiCode.rateLimited) setError(message);
      else if (e.code === ApiCode.validation) refuse(e.issues[0]?.message ?? message);
      else onBack(message);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <h1 className={formStyles.title}>{t('login.secondStep.title')}</h1>
      <p className={formStyles.subtitle}>
        {totp ? t('login.secondStep.totp.intro', { digits: TOTP.digits }) : t('login.secondStep.recovery.intro')}
      </p>
      <div className={formStyles.error} role="alert">
        {error}
      </div>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <LoginField
          name="code"
          label={totp ? t('login.secondStep.totp.label') : t('login.secondStep.recovery.label')}
          error={codeError}
        >
          {(props) => (
            <Input
              {...props}
              ref={input}
              prefix={<IconSafe />}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              autoComplete="one-time-code"
              inputMode={totp ? 'numeric' : 'text'}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={totp ? '123456' : 'abcde-23456'}
              autoFocus
            />
          )}
        </LoginField>
        {step.methods.includes('recovery') && (
          <div className={formStyles.actions}>
            <Button type="text" className={styles.switch} onClick={switchMethod}>
              {totp ? t('login.secondStep.useRecovery') : t('login.secondStep.useTotp')}
            </Button>
          </div>
        )}
        <Button type="primary" htmlType="submit" long loading={pending}>
          {t('login.secondStep.submit')}
        </Button>
        <Button className={styles.back} long onClick={() => onBack()}>
          {t('login.secondStep.back')}
        </Button>
      </form>
    </>
  );
}
