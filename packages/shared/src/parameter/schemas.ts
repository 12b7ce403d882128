import { z } from 'zod';
import { BIT_RATE_RANGE, FRAME_RATE_RANGE, TEXT_MAX_WORDS } from '../constants';
import { idSchema, pageQueryShape, textSchema } from '../list';
import {
  AUDIO_CHANNEL_COUNTS,
  AUDIO_PROFILES,
  PARAMETER_CHANGE_SCOPES,
  PARAMETER_MODES,
  PARAMETER_REQUEST_STATUSES,
  VIDEO_PROFILES,
  VIDEO_RESOLUTIONS,
} from './constants';

export { idParamsSchema } from '../list';

/**
 * Stream parameters and their change requests: the group form asks for a change, the basic
 * profile approves or cancels it and shows the current and the original parameters. Its endpoints
 * are the operations of `parameterApi` (./contract.ts).
 *
 * "Words" of the description are characters, as the form's word counter counts them.
 */

const frameRateSchema = z
  .number({ error: 'validation.frameRate' })
  .int('validation.frameRate')
  .min(FRAME_RATE_RANGE.min, 'validation.frameRate')
  .max(FRAME_RATE_RANGE.max, 'validation.frameRate');

const bitRateSchema = z
  .number({ error: 'validation.bitRate' })
  .int('validation.bitRate')
  .min(BIT_RATE_RANGE.min, 'validation.bitRate')
  .max(BIT_RATE_RANGE.max, 'validation.bitRate');

const modeSchema = z.enum(PARAMETER_MODES, { error: 'validation.option' });
const resolutionSchema = z.enum(VIDEO_RESOLUTIONS, { error: 'validation.option' });
const channelsSchema = z.literal(AUDIO_CHANNEL_COUNTS, { error: 'validation.option' });

/** The encoding's minimum, maximum and default rates: min ≤ default ≤ max. */
const encodingRateSchema = z
  .object({ min: bitRateSchema, max: bitRateSchema, default: bitRateSchema })
  .superRefine((rate, ctx) => {
    if (rate.min > rate.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.rateMaxBelowMin' });
    else if (rate.default < rate.min || rate.default > rate.max)
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'validation.rateDefaultOutside' });
  });

export const videoParametersSchema = z.object({
  mode: modeSchema,
  acquisition: z.object({ resolution: resolutionSchema, frameRate: frameRateSchema }),
  encoding: z.object({
    resolution: resolutionSchema,
    rate: encodingRateSchema,
    frameRate: frameRateSchema,
    profile: z.enum(VIDEO_PROFILES, { error: 'validation.option' }),
  }),
});
export type VideoParameters = z.infer<typeof videoParametersSchema>;

export const audioParametersSchema = z.object({
  mode: modeSchema,
  acquisition: z.object({ channels: channelsSchema }),
  encoding: z.object({
    channels: channelsSchema,
    rate: bitRateSchema,
    profile: z.enum(AUDIO_PROFILES, { error: 'validation.option' }),
  }),
});
export type AudioParameters = z.infer<typeof audioParametersSchema>;

/** What the group form submits: a whole set of parameters and why it changes. */
export const parameterSetSchema = z.object({
  video: videoParametersSchema,
  audio: audioParametersSchema,
  description: textSchema({ max: TEXT_MAX_WORDS, tooLong: 'validation.description' }).default(''),
});
export type ParameterSet = z.infer<typeof parameterSetSchema>;
export type ParameterSetInput = z.input<typeof parameterSetSchema>;

/** The body of the group form's submission, in the channel form's `{data: {...}}` shape. */
export const groupFormSubmitSchema = z.object({ data: parameterSetSchema });
export type GroupFormSubmit = z.input<typeof groupFormSubmitSchema>;

export const parameterRequestStatusSchema = z.enum(PARAMETER_REQUEST_STATUSES);
export const parameterChangeScopeSchema = z.enum(PARAMETER_CHANGE_SCOPES);

/** A change request: the parameters it asks for and where it stands. */
export const parameterRequestSchema = z.object({
  id: idSchema,
  /** Assigned by the server, e.g. `PR001024`. */
  contentNumber: z.string(),
  status: parameterRequestStatusSchema,
  scope: parameterChangeScopeSchema,
  video: videoParametersSchema,
  audio: audioParametersSchema,
  description: z.string(),
  /** Null when the account was deleted since. */
  requesterName: z.string().nullable(),
  /** ISO 8601 instants; `decidedTime` is null while the request is auditing. */
  submittedTime: z.string(),
  decidedTime: z.string().nullable(),
  deciderName: z.string().nullable(),
});
export type ParameterRequest = z.infer<typeof parameterRequestSchema>;

/** A set of parameters in force, and since when (null: the defaults, never changed). */
export const approvedParametersSchema = z.object({
  video: videoParametersSchema,
  audio: audioParametersSchema,
  description: z.string(),
  approvedTime: z.string().nullable(),
});
export type ApprovedParameters = z.infer<typeof approvedParametersSchema>;

/**
 * The basic profile (`parameterApi.profile`): Arco Design Pro's `{status, video, audio}` (the
 * current parameters: the latest approved set, or the defaults), plus the set before it and the
 * latest request.
 */
export const profileBasicSchema = approvedParametersSchema.extend({
  /** The 1-based step of the approval flow the latest request stands at (`APPROVAL_STEPS`); 1 without any. */
  status: z.number().int().min(1).max(3),
  /** The approved set before the current one; null when the current one is the first. */
  original: approvedParametersSchema.nullable(),
  latestRequest: parameterRequestSchema.nullable(),
});
export type ProfileBasic = z.infer<typeof profileBasicSchema>;

export const operationLogQuerySchema = z.object(pageQueryShape);
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;

/** One change request in the operation log: Arco Design Pro's row plus its id and scope. */
export const operationLogRowSchema = z.object({
  /** The request's id, as a string (the table's row key). */
  key: z.string(),
  contentNumber: z.string(),
  /** What changed, in the caller's language ("Video parameter change"). */
  updateContent: z.string(),
  /** Index in `PARAMETER_REQUEST_STATUSES`: 0 auditing, 1 passed, 2 cancelled. */
  status: z
    .number()
    .int()
    .min(0)
    .max(PARAMETER_REQUEST_STATUSES.length - 1),
  /** ISO 8601 instant of the latest change: the decision, or the submission while auditing. */
  updateTime: z.string(),
  id: idSchema,
  scope: parameterChangeScopeSchema,
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;
export const operationLogSchema = z.array(operationLogRowSchema);
