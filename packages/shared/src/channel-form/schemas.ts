import { z } from 'zod';
import { ACTIVITY_NAME_MAX, TEXT_MAX_WORDS } from '../constants';
import { aliasedEnumSchema, dayRangeSchema, idSchema, requiredDayRangeSchema, textSchema } from '../list';
import {
  ADVERTISING_NAME_MAX,
  CHANNEL_FORM_DRAFT_STEPS,
  CHANNEL_FORM_STAGES,
  CHANNEL_KEYWORD_ALIASES,
  CHANNEL_KEYWORDS,
  CHANNEL_TYPE_ALIASES,
  CHANNEL_TYPES,
  PROMOTE_LINK_MAX,
} from './constants';

/**
 * The channel form of the step form (`/form/step`, docs/product.md, Step form), checked by the form and by the
 * server from these schemas. Its endpoints are the operations of `channelFormApi` (./contract.ts).
 *
 * "Words" of a limit are characters, as the form's word counter counts them.
 */

/** 1–20 CJK ideographs, Latin letters or digits (docs/product.md, Rules). */
const ACTIVITY_NAME_PATTERN = /^[\p{Unified_Ideograph}A-Za-z0-9]+$/u;

/**
 * An absolute http:// or https:// address: a host name (letters of any script, digits, hyphens,
 * dot-separated), an IPv4 address or a bracketed IPv6 one, an optional port, then an optional path,
 * query or fragment without spaces. Checked by pattern, so browsers and the server agree.
 */
const HTTP_URL_PATTERN =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*)(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** A code, or its zh-CN or en-US label (`CHANNEL_TYPE_ALIASES`), read as the code. */
export const channelTypeSchema = aliasedEnumSchema(
  CHANNEL_TYPES,
  CHANNEL_TYPE_ALIASES,
  'validation.channelTypeRequired',
);
/** A code, or its zh-CN or en-US label (`CHANNEL_KEYWORD_ALIASES`), read as the code. */
export const channelKeywordSchema = aliasedEnumSchema(CHANNEL_KEYWORDS, CHANNEL_KEYWORD_ALIASES, 'validation.option');

export const channelFormInputSchema = z.object({
  activityName: textSchema({
    max: ACTIVITY_NAME_MAX,
    required: 'validation.activityNameRequired',
    tooLong: 'validation.activityName',
  }).regex(ACTIVITY_NAME_PATTERN, 'validation.activityName'),
  channelType: channelTypeSchema,
  /** First and last day of the promotion, `YYYY-MM-DD`. */
  promotionTime: requiredDayRangeSchema('validation.promotionTimeRequired'),
  promoteLink: textSchema({
    max: PROMOTE_LINK_MAX,
    required: 'validation.promoteLinkRequired',
    tooLong: 'validation.promoteLink',
  }).regex(HTTP_URL_PATTERN, 'validation.promoteLink'),
  advertisingSource: textSchema({ max: ADVERTISING_NAME_MAX, required: 'validation.advertisingSourceRequired' }),
  advertisingMedia: textSchema({ max: ADVERTISING_NAME_MAX, required: 'validation.advertisingMediaRequired' }),
  keyword: z
    .array(channelKeywordSchema, { error: 'validation.keywordRequired' })
    .min(1, 'validation.keywordRequired')
    .max(CHANNEL_KEYWORDS.length, 'validation.tooMany')
    .refine((keywords) => new Set(keywords).size === keywords.length, 'validation.duplicate'),
  pushNotify: z.boolean({ error: 'validation.boolean' }),
  advertisingContent: textSchema({
    max: TEXT_MAX_WORDS,
    required: 'validation.advertisingContentRequired',
    tooLong: 'validation.advertisingContent',
  }),
});
export type ChannelFormInput = z.infer<typeof channelFormInputSchema>;
export type ChannelFormField = keyof ChannelFormInput;

/** The body of a submission: Arco Design Pro's `{data: {...}}`. */
export const channelFormSubmitSchema = z.object({ data: channelFormInputSchema });
export type ChannelFormSubmit = z.infer<typeof channelFormSubmitSchema>;

export const channelFormStageSchema = z.enum(CHANNEL_FORM_STAGES);

/** A submitted form. Its texts come in the caller's language when they were written in both. */
export const channelFormSchema = channelFormInputSchema.extend({
  id: idSchema,
  /** Assigned by the server, e.g. `CF001024`. */
  number: z.string(),
  /** Where the form stands (the result page's progress). */
  stage: channelFormStageSchema,
  /** ISO 8601 instant. */
  submittedTime: z.string(),
});
export type ChannelForm = z.infer<typeof channelFormSchema>;
/** The caller's newest form, or null when they never submitted one. */
export const channelFormOrNullSchema = channelFormSchema.nullable();

/**
 * What a draft may hold: every field optional and not yet checked against its rules (the user is
 * still typing), but never more than a field can hold, so a draft always fits the form.
 */
export const channelFormDraftDataSchema = z.object({
  activityName: textSchema({ max: ACTIVITY_NAME_MAX, trim: false }).optional(),
  channelType: channelTypeSchema.optional(),
  promotionTime: dayRangeSchema.optional(),
  promoteLink: textSchema({ max: PROMOTE_LINK_MAX, trim: false }).optional(),
  advertisingSource: textSchema({ max: ADVERTISING_NAME_MAX, trim: false }).optional(),
  advertisingMedia: textSchema({ max: ADVERTISING_NAME_MAX, trim: false }).optional(),
  keyword: z.array(channelKeywordSchema).max(CHANNEL_KEYWORDS.length, 'validation.tooMany').optional(),
  pushNotify: z.boolean({ error: 'validation.boolean' }).optional(),
  advertisingContent: textSchema({
    max: TEXT_MAX_WORDS,
    trim: false,
    tooLong: 'validation.advertisingContent',
  }).optional(),
});
export type ChannelFormDraftData = z.infer<typeof channelFormDraftDataSchema>;

export const channelFormDraftInputSchema = z.object({
  /** The step the user is on (1 base info, 2 channel info). */
  step: z.literal(CHANNEL_FORM_DRAFT_STEPS, { error: 'validation.option' }),
  data: channelFormDraftDataSchema,
});
export type ChannelFormDraftInput = z.infer<typeof channelFormDraftInputSchema>;

export const channelFormDraftSchema = channelFormDraftInputSchema.extend({
  /** ISO 8601 instant of the last save. */
  updatedTime: z.string(),
});
export type ChannelFormDraft = z.infer<typeof channelFormDraftSchema>;
/** The caller's draft, or null when they have none. */
export const channelFormDraftOrNullSchema = channelFormDraftSchema.nullable();
