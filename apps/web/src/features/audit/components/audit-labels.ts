import { messageKey, type MessageKey } from '@/lib/i18n/i18n';
import type { TFunction } from '@/lib/i18n/i18n-core';

/**
 * The label of an identifier the server wrote (a record type, an action, a field): an entry
 * written before its label existed shows the identifier itself.
 */
export function labelOf(t: TFunction<MessageKey>, prefix: 'audit.entity' | 'audit.action' | 'audit.field', id: string) {
  const key = `${prefix}.${id}`;
  const text = t(messageKey(key));
  return text === key ? id : text;
}
