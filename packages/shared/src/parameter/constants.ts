/**
 * The stream parameters of the group form (`/form/group`) and the basic profile (`/profile/basic`):
 * enumerations, limits and the approval flow of a change, without zod.
 */

/** Match modes of the video and the audio parameters. */
export const PARAMETER_MODES = ['custom', 'mode1', 'mode2'] as const;
export type ParameterMode = (typeof PARAMETER_MODES)[number];

/** Acquisition and encoding resolutions, width*height of a portrait stream. */
export const VIDEO_RESOLUTIONS = ['720*1280', '1080*1920', '1440*2560'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** H.264 encoding profiles. */
export const VIDEO_PROFILES = ['baseline', 'main', 'high'] as const;
export type VideoProfile = (typeof VIDEO_PROFILES)[number];

/** AAC encoding profiles. */
export const AUDIO_PROFILES = ['AAC-LC', 'HE-AAC', 'HE-AACv2'] as const;
export type AudioProfile = (typeof AUDIO_PROFILES)[number];

/** Audio channel layouts: mono, stereo, quad, 5.1 and 7.1. */
export const AUDIO_CHANNEL_COUNTS = [1, 2, 4, 6, 8] as const;
export type AudioChannelCount = (typeof AUDIO_CHANNEL_COUNTS)[number];

/** Frame rates are in fps; rates (bit rates) in kbps. */
export const FRAME_RATE_UNIT = 'fps';
export const BIT_RATE_UNIT = 'kbps';

/**
 * States of a parameter change request. The operation log's numeric `status` is the index:
 * 0 auditing, 1 passed, 2 cancelled. At most one request is auditing at a time.
 */
export const PARAMETER_REQUEST_STATUSES = ['auditing', 'passed', 'cancelled'] as const;
export type ParameterRequestStatus = (typeof PARAMETER_REQUEST_STATUSES)[number];

/** What a request changes compared with the parameters current when it was made. */
export const PARAMETER_CHANGE_SCOPES = ['video', 'audio', 'videoAudio', 'description'] as const;
export type ParameterChangeScope = (typeof PARAMETER_CHANGE_SCOPES)[number];

/**
 * The approval flow's steps (commit → approval → finish). The profile's numeric `status` is the
 * 1-based step the latest request stands at.
 */
export const APPROVAL_STEPS = ['commit', 'approval', 'finish'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** The parameters in force before any change was approved. */
export const DEFAULT_PARAMETERS = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '720*1280', frameRate: 15 },
    encoding: { resolution: '720*1280', rate: { min: 300, max: 800, default: 500 }, frameRate: 15, profile: 'high' },
  },
  audio: {
    mode: 'custom',
    acquisition: { channels: 2 },
    encoding: { channels: 2, rate: 160, profile: 'AAC-LC' },
  },
  description: '',
} as const;
