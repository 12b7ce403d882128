import { useState } from 'react';
import { Button, Form, Input } from '@arco-design/web-react';
import { PASSKEY } from '@console/shared/identity/constants';
import { passkeyRenameSchema } from '@console/shared/identity/passkey-schemas';
import { ApiError } from '@/lib/http/api-client';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import { ceremonyRefusal } from '@/lib/passkeys/ceremony';
import factorStyles from '../second-factor/second-factor.module.css';

const FIELDS = ['name'] as const;

export interface PasskeyNameFormProps<R> {
  initialName?: string;
  submitText: string;
  /** What the name is for: a registration (with the browser's ceremony) or a new name. */
  action: (name: string) => Promise<R>;
  pending: boolean;
  onDone: (result: R) => void;
  onCancel?: () => void;
  /** Off where another field of the page takes the focus first. */
  autoFocus?: boolean;
}

/**
 * A passkey's name, checked by the schema the server checks it with, and the change it is for. A
 * refusal of the server is told under the field or above the buttons; so is the browser's, in words
 * (cancelled, a passkey already on this authenticator).
 */
export function PasskeyNameForm<R>({
  initialName = '',
  submitText,
  action,
  pending,
  onDone,
  onCancel,
  autoFocus = true,
}: PasskeyNameFormProps<R>) {
  const { t } = useTranslation();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(passkeyRenameSchema, FIELDS);
  const [error, setError] = useState('');

  const submit = async () => {
    const { values } = check();
    if (!values || pending) return;
    setError('');
    let result: R;
    try {
      result = await action(values.name);
    } catch (thrown) {
      if (showServerErrors(thrown).length > 0) return;
      const refusal = ceremonyRefusal(thrown);
      if (refusal) setError(t(`passkey.error.${refusal}`));
      else setError(thrown instanceof ApiError ? thrown.message : t('passkey.error.failed'));
      return;
    }
    onDone(result);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: initialName }}
      onValuesChange={revalidate}
      onSubmit={() => void submit()}
    >
      <Form.Item field="name" label={t('passkey.name')} required>
        <Input
          maxLength={PASSKEY.nameMax}
          placeholder={t('passkey.name.placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
        />
      </Form.Item>
      <div role="alert" className={factorStyles.formError}>
        {error}
      </div>
      <div className={factorStyles.actions}>
        {onCancel && <Button onClick={onCancel}>{t('secondFactor.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}
