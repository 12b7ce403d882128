/** The card list (docs/product.md, Card list): enumerations and limits, without zod. */

export const SERVICE_ACTIONS = ['open', 'cancel', 'renew'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];
/** A renewal extends the contract by this many months from today or from its end, whichever is later. */
export const SERVICE_RENEWAL_MONTHS = 12;

/** What a new quality-inspection queue inspects: its name and description follow from it, in every language. */
export const QUALITY_INSPECTION_KINDS = ['video', 'imageText', 'audio'] as const;
export type QualityInspectionKind = (typeof QUALITY_INSPECTION_KINDS)[number];
/** Longest title of a quality-inspection queue, after trimming. */
export const QUALITY_INSPECTION_TITLE_MAX = 40;
/** Most quality-inspection queues the console keeps: creating one more is refused (409). */
export const QUALITY_INSPECTIONS_MAX = 12;
/** Starts or stops the inspection of a queue. */
export const INSPECTION_ACTIONS = ['start', 'stop'] as const;
export type InspectionAction = (typeof INSPECTION_ACTIONS)[number];
