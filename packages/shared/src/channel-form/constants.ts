/** The channel form of the step form (`/form/step`, docs/product.md, Step form): enumerations and limits, without zod. */

/** Channel types offered (Arco Design Pro's single "APP general channel"). */
export const CHANNEL_TYPES = ['appGeneral'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * What else a submission may send for a channel type: its label, as the zh-CN and en-US screens
 * spell it. Selects that post their option's text (Arco Design Pro's Vue client posts `APP通用渠道`)
 * then submit as they are; the form is stored with the code.
 */
export const CHANNEL_TYPE_ALIASES = {
  appGeneral: ['APP通用渠道', 'APP 通用渠道', 'APP general channel'],
} as const satisfies Record<ChannelType, readonly string[]>;

/** Keywords offered by the multi-select (two news apps). */
export const CHANNEL_KEYWORDS = ['toutiao', 'huoshan'] as const;
export type ChannelKeyword = (typeof CHANNEL_KEYWORDS)[number];

/** The keywords' labels in zh-CN and en-US, taken for their codes (see `CHANNEL_TYPE_ALIASES`). */
export const CHANNEL_KEYWORD_ALIASES = {
  toutiao: ['今日头条', 'Toutiao'],
  huoshan: ['火山', 'Huoshan'],
} as const satisfies Record<ChannelKeyword, readonly string[]>;

/** Advertising source and media are short names ("Sohu", "CPC"). */
export const ADVERTISING_NAME_MAX = 64;
/** The longest promote link accepted (a practical URL limit). */
export const PROMOTE_LINK_MAX = 2048;

/** What a new form starts with (docs/product.md, Step form: the design library's site, notifications on). */
export const CHANNEL_FORM_DEFAULTS = { promoteLink: 'https://arco.design', pushNotify: true } as const;

/** The steps a draft can stand at: base info (1) and channel info (2); step 3 is the result. */
export const CHANNEL_FORM_DRAFT_STEPS = [1, 2] as const;
export type ChannelFormDraftStep = (typeof CHANNEL_FORM_DRAFT_STEPS)[number];

/** The fields of each step, in the order the form shows them. */
export const CHANNEL_FORM_STEP_FIELDS = {
  1: ['activityName', 'channelType', 'promotionTime', 'promoteLink'],
  2: ['advertisingSource', 'advertisingMedia', 'keyword', 'pushNotify', 'advertisingContent'],
} as const satisfies Record<ChannelFormDraftStep, readonly string[]>;

/**
 * Where a submitted form stands, in order. The result page's progress shows them after its first
 * step, "submit application", which every stored form has passed: leader review, purchase
 * certificate, safety test, officially launched (the last: the form is done).
 */
export const CHANNEL_FORM_STAGES = ['leaderReview', 'certificate', 'safetyTest', 'launched'] as const;
export type ChannelFormStage = (typeof CHANNEL_FORM_STAGES)[number];
/** A new form waits for its leader's review. */
export const CHANNEL_FORM_FIRST_STAGE: ChannelFormStage = 'leaderReview';
