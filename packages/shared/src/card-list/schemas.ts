import { z } from 'zod';
import { idParamSchema } from '../list';
import { SERVICE_ACTIONS } from './constants';

export { idParamsSchema } from '../list';

/**
 * The card list (`/list/card`, docs/product.md, Card list). Texts come in the request's locale
 * (`Accept-Language`). Its endpoints are the operations of `cardListApi` (./contract.ts).
 *
 * Cards are console-wide settings, so changing them is an administrator's job like every other
 * write of the list screens. Opening an expired service answers 409: renew it instead.
 */

export const qualityInspectionItemSchema = z.object({
  id: z.number().int().positive(),
  /** Content kind of the queue, e.g. "Video". */
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instant the queue was created. */
  createdTime: z.string(),
  /** Three figures with localized labels: pending inspections, backlog duration, pending sampling. */
  data: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type QualityInspectionItem = z.infer<typeof qualityInspectionItemSchema>;
export const qualityInspectionListSchema = z.array(qualityInspectionItemSchema);

export const serviceActionSchema = z.enum(SERVICE_ACTIONS, { error: 'validation.option' });

export const serviceCardSchema = z.object({
  id: z.number().int().positive(),
  /** Avatar icon name; absent for none. */
  icon: z.string().optional(),
  title: z.string(),
  description: z.string(),
  /** Tag "opened" when enabled and not expired. */
  enable: z.boolean(),
  actionType: z.literal('button'),
  /**
   * The contract has ended: tag "expired", the only action is renew. A boolean, as Arco Design
   * Pro's Vue client reads it (`expires` true = expired).
   */
  expires: z.boolean(),
  /** ISO 8601 end of the contract, or null when it never ends. */
  expiresAt: z.string().nullable(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export const serviceCardListSchema = z.array(serviceCardSchema);

export const serviceActionParamsSchema = z.object({
  id: idParamSchema,
  action: serviceActionSchema,
});
export type ServiceActionParams = z.infer<typeof serviceActionParamsSchema>;

export const rulePresetSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** Tag "enabled" while on. */
  enable: z.boolean(),
  actionType: z.literal('switch'),
});
export type RulePreset = z.infer<typeof rulePresetSchema>;
export const rulePresetListSchema = z.array(rulePresetSchema);

export const rulePresetInputSchema = z.object({ enable: z.boolean({ error: 'validation.boolean' }) });
export type RulePresetInput = z.infer<typeof rulePresetInputSchema>;
