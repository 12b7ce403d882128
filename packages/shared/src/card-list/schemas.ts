import { z } from 'zod';
import { idParamSchema, textSchema } from '../list';
import {
  INSPECTION_ACTIONS,
  QUALITY_INSPECTION_KINDS,
  QUALITY_INSPECTION_TITLE_MAX,
  SERVICE_ACTIONS,
} from './constants';

export { deleteResultSchema, idParamsSchema } from '../list';

/**
 * The card list (`/list/card`, docs/product.md, Card list). Texts come in the request's locale
 * (`Accept-Language`). Its endpoints are the operations of `cardListApi` (./contract.ts).
 *
 * Cards are console-wide settings, so changing them is an administrator's job like every other
 * write of the list screens. Opening an expired service answers 409: renew it instead; so does
 * starting a queue's inspection while it runs, stopping it while it does not, and a queue beyond
 * `QUALITY_INSPECTIONS_MAX`.
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
  /** An inspection runs now (tag "Inspecting"). */
  inspecting: z.boolean(),
  /** ISO 8601 instant the running inspection started; null while none runs. */
  inspectingSince: z.string().nullable(),
  /** Who started it (the account's name, else its username); null while none runs or once the account is gone. */
  inspectedBy: z.string().nullable(),
});
export type QualityInspectionItem = z.infer<typeof qualityInspectionItemSchema>;
export const qualityInspectionListSchema = z.array(qualityInspectionItemSchema);

/** A new queue, shared by the create dialog and the server: what it inspects, and its title. */
export const qualityInspectionInputSchema = z.object({
  kind: z.enum(QUALITY_INSPECTION_KINDS, { error: 'validation.option' }),
  title: textSchema({ max: QUALITY_INSPECTION_TITLE_MAX, required: true }),
});
export type QualityInspectionInput = z.infer<typeof qualityInspectionInputSchema>;

export const inspectionActionParamsSchema = z.object({
  id: idParamSchema,
  action: z.enum(INSPECTION_ACTIONS, { error: 'validation.option' }),
});
export type InspectionActionParams = z.infer<typeof inspectionActionParamsSchema>;

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
