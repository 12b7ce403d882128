/** The card list (docs/product.md, Card list): enumerations and limits, without zod. */

export const SERVICE_ACTIONS = ['open', 'cancel', 'renew'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];
/** A renewal extends the contract by this many months from today or from its end, whichever is later. */
export const SERVICE_RENEWAL_MONTHS = 12;
