import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Alert, Form, Modal } from '@arco-design/web-react';
import type { z } from 'zod';
import { ApiError } from '../../lib/http/api-client';
import '../register-locales';
import { schemaFields, useSchemaForm } from '@/lib/form/use-schema-form';

export interface CrudModalProps<S extends z.ZodObject> {
  title: ReactNode;
  visible: boolean;
  /** The shared schema the server validates the same body with. */
  schema: S;
  initialValues?: Partial<z.input<S>>;
  /** Sends the validated values; a rejected `ApiError` is shown in the form. */
  onSubmit: (values: z.infer<S>) => Promise<unknown>;
  onClose: () => void;
  /** The confirm button's text; "Save" by default. */
  okText?: string;
  /** `Form.Item`s named after the schema's fields. */
  children: ReactNode;
}

/**
 * A create/edit dialog: validates with the shared zod schema before sending, shows the server's
 * 400 per-field issues under the fields (a nested object's under `object.field`) and a version
 * conflict (409 with the record as it is now: someone else's change) as a clear message. Any other
 * refusal leaves the dialog as it was.
 */
export function CrudModal<S extends z.ZodObject>({
  title,
  visible,
  schema,
  initialValues,
  onSubmit,
  onClose,
  okText,
  children,
}: CrudModalProps<S>) {
  const { t } = useTranslation();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(schema, schemaFields(schema));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);

  const submit = async () => {
    const { values } = check();
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // Another refusal (a rule the write would break) was told in its toast: the form stays as it is.
      if (error instanceof ApiError && error.versionConflict) setConflict(true);
      else showServerErrors(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={okText ?? t('crud.save')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: conflict }}
      afterClose={() => setConflict(false)}
      unmountOnExit
      autoFocus={false}
      focusLock
    >
      {conflict && <Alert type="warning" content={t('crud.conflict')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        initialValues={initialValues}
        layout="vertical"
        onValuesChange={revalidate}
        onSubmit={() => void submit()}
      >
        {children}
      </Form>
    </Modal>
  );
}
