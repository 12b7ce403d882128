import { channelFormApi } from '@console/shared/channel-form/contract';
import type { ChannelFormDraftInput } from '@console/shared/channel-form/schemas';
import { call } from '@/lib/http/api';
import type { ApiRequestConfig } from '@/lib/http/api-client';

/** Replaces the caller's unfinished form (steps 1–2). */
export const saveChannelFormDraft = (input: ChannelFormDraftInput, config?: Pick<ApiRequestConfig, 'keepalive'>) =>
  call(channelFormApi.saveDraft, { body: input }, config);
