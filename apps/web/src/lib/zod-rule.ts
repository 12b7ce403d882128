import type { RulesProps } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';

/** An Arco Form rule checking a field with its shared zod schema; messages are i18n keys. */
export function zodRule(schema: ZodType, t: TFunction): RulesProps {
  return {
    validator: (value: unknown, callback: (error?: string) => void) => {
      const result = schema.safeParse(value ?? '');
      callback(result.success ? undefined : t(result.error.issues[0]?.message ?? 'validation.tooLong'));
    },
  };
}
