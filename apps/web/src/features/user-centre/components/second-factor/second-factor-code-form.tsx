import { Button, Form, Input } from '@arco-design/web-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { secondFactorCodeBodySchema, totpEnableSchema } from '@console/shared/identity/schemas';
import { ApiError } from '@/lib/http/api-client';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import type { CodeInput } from '../../api/second-factor';
import styles from './second-factor.module.css';

const FIELDS = ['code'] as const;

export interface SecondFactorCodeFormProps<R> {
  /** `totp`: a code from the app (the enrolment proves the app has the key); `any`: one from the app or a recovery code. */
  accepts: 'totp' | 'any';
  /** The change the code confirms. */
  action: UseMutationResult<R, Error, CodeInput>;
  submitText: string;
  /** A change that takes something away (switching the app off) shows its button in red. */
  danger?: boolean;
  onDone: (result: R) => void;
  onCancel?: () => void;
}

/**
 * Asks for a code and sends it with the change it confirms: the enrolment, switching the app off,
 * new recovery codes. The code is checked by the schema the server checks it with; a code the
 * server refuses (wrong, or used already) is told under the field.
 */
export function SecondFactorCodeForm<R>({
  accepts,
  action,
  submitText,
  danger = false,
  onDone,
  onCancel,
}: SecondFactorCodeFormProps<R>) {
  const { t } = useTranslation();
  const totp = accepts === 'totp';
  const { form, check, revalidate, showServerErrors } = useSchemaForm(
    totp ? totpEnableSchema : secondFactorCodeBodySchema,
    FIELDS,
  );

  const submit = async () => {
    const { values } = check();
    if (!values || action.isPending) return;
    let result: R;
    try {
      result = await action.mutateAsync(values);
    } catch (error) {
      // A refusal that names no field (a wrong code) still concerns the code.
      if (showServerErrors(error).length === 0 && error instanceof ApiError) {
        form.setFields({ code: { error: { message: error.message } } });
      }
      return;
    }
    onDone(result);
  };

  return (
    <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
      <Form.Item
        field="code"
        label={totp ? t('secondFactor.code.totp') : t('secondFactor.code.any')}
        extra={totp ? undefined : t('secondFactor.code.any.hint')}
        required
      >
        <Input
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={totp ? '123456' : '123456 / abcde-23456'}
          autoFocus
        />
      </Form.Item>
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>{t('secondFactor.cancel')}</Button>}
        <Button type="primary" status={danger ? 'danger' : undefined} htmlType="submit" loading={action.isPending}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}
