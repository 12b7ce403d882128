import { z } from 'zod';
import { SECURITY_EVENT_ACTIONS } from '../audit/constants';
import { SIGN_IN_METHODS } from '../identity/constants';
import { pageQueryShape, pageSchema } from '../list';

/** One of the account's security events (`securityApi.events`). */
export const securityEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(SECURITY_EVENT_ACTIONS),
  /** A sign-in's method, browser and system (read from its User-Agent; empty when unknown) and address. */
  method: z.enum(SIGN_IN_METHODS).optional(),
  browser: z.string().optional(),
  os: z.string().optional(),
  address: z.string().optional(),
  /** Who did it, when it was not the account itself: an administrator's username. */
  by: z.string().optional(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsQuerySchema = z.object(pageQueryShape);
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;
export const securityEventsSchema = pageSchema(securityEventSchema);
