import { Form, type FormInstance } from '@arco-design/web-react';
import { z } from 'zod';
import { ApiCode } from '@console/shared';
import { ApiError } from '@/lib/http/api-client';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';

export interface SchemaCheck<S extends z.ZodType> {
  /** The parsed values when the whole form is valid. */
  values: z.output<S> | undefined;
  /** Whether the fields checked have no problem (the rest of the form may still have some). */
  valid: boolean;
}

export interface SchemaForm<S extends z.ZodType> {
  form: FormInstance;
  /** Checks the form against the schema and shows the problems of `only` (every field by default) under them. */
  check(only?: readonly string[]): SchemaCheck<S>;
  /** `Form`'s `onValuesChange`: a field the user changed loses its message once it is right, or gets one. */
  revalidate(changed: Record<string, unknown>): void;
  /** Shows a 400's per-field issues under their fields; answers the fields that got one. */
  showServerErrors(error: unknown): string[];
}

/**
 * A form's field names from its schema: each key, and the dotted names of a nested object's
 * fields (`labels.zh-CN`), so that their issues land under their own inputs.
 */
export function schemaFields(schema: z.ZodObject, prefix = ''): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    return field instanceof z.ZodObject ? [name, ...schemaFields(field, `${name}.`)] : [name];
  });
}

/**
 * An Arco form checked by a shared zod schema, the one the server checks the same body with
 * (messages are i18n keys). `fields` are the form's field names, dotted for nested values
 * (`video.encoding.rate.min`); issues of the schema and of the server land under them.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, fields: readonly string[]): SchemaForm<S> {
  const { t } = useTranslation();
  const [form] = Form.useForm();

  /** Shows `errors` under `only`; those of `only` without an error are cleared. */
  const show = (errors: FieldErrors, only: readonly string[]) => {
    if (only.length === 0) return;
    form.setFields(
      Object.fromEntries(
        only.map((field) => {
          const message = errors[field];
          return [field, { error: message ? { message: t(messageKey(message)) } : undefined }];
        }),
      ),
    );
  };

  const check = (only: readonly string[] = fields): SchemaCheck<S> => {
    const parsed = schema.safeParse(form.getFieldsValue());
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error, fields);
    show(errors, only);
    return { values: parsed.success ? parsed.data : undefined, valid: only.every((field) => !(field in errors)) };
  };

  return {
    form,
    check,
    revalidate: (changed) => void check(Object.keys(changed).filter((field) => fields.includes(field))),
    showServerErrors(error) {
      if (!(error instanceof ApiError) || error.code !== ApiCode.validation) return [];
      const errors = serverFieldErrors(error.issues, fields);
      show(errors, Object.keys(errors));
      return Object.keys(errors);
    },
  };
}
