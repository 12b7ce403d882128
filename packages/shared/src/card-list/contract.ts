import { contract } from '../api/contract';

/**
 * The card list's operations (docs/product.md, Card list). Cards are console-wide settings: the
 * reads are open to every role, changing them is an administrator's job (docs/permissions.md).
 * Texts come in the request's language.
 */
export const cardListApi = contract('card-list', () => import('./schemas'), {
  /** The content inspection queues. */
  qualityInspections: {
    method: 'GET',
    path: '/api/list/quality-inspection',
    access: 'inspection.read',
    response: (s) => s.qualityInspectionListSchema,
  },
  /** Creates an idle queue with its figures at 0; beyond `QUALITY_INSPECTIONS_MAX` queues, 409. */
  createQualityInspection: {
    method: 'POST',
    path: '/api/list/quality-inspection',
    access: 'inspection.write',
    body: (s) => s.qualityInspectionInputSchema,
    response: (s) => s.qualityInspectionItemSchema,
  },
  /** Deletes a queue, also while it is inspected. */
  deleteQualityInspection: {
    method: 'DELETE',
    path: '/api/list/quality-inspection/:id',
    access: 'inspection.write',
    params: (s) => s.idParamsSchema,
    response: (s) => s.deleteResultSchema,
  },
  /** Starts or stops a queue's inspection; starting a running one or stopping an idle one is 409. */
  inspectQualityInspection: {
    method: 'POST',
    path: '/api/list/quality-inspection/:id/:action',
    access: 'inspection.write',
    params: (s) => s.inspectionActionParamsSchema,
    response: (s) => s.qualityInspectionItemSchema,
  },
  /** The subscribed services with their contract state. */
  services: {
    method: 'GET',
    path: '/api/list/the-service',
    access: 'service.read',
    response: (s) => s.serviceCardListSchema,
  },
  /** The content rule presets and whether each is on. */
  rulePresets: {
    method: 'GET',
    path: '/api/list/rules-preset',
    access: 'ruleset.read',
    response: (s) => s.rulePresetListSchema,
  },
  /** Opens, cancels or renews a service; opening an expired one is 409 (renew it). */
  serviceAction: {
    method: 'POST',
    path: '/api/list/the-service/:id/:action',
    access: 'service.act',
    params: (s) => s.serviceActionParamsSchema,
    response: (s) => s.serviceCardSchema,
  },
  /** Switches a rule preset on or off. */
  setRulePreset: {
    method: 'PATCH',
    path: '/api/list/rules-preset/:id',
    access: 'ruleset.toggle',
    params: (s) => s.idParamsSchema,
    body: (s) => s.rulePresetInputSchema,
    response: (s) => s.rulePresetSchema,
  },
});
