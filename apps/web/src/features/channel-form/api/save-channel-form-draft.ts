import type { ChannelFormDraft, ChannelFormDraftInput } from '@console/shared/channel-form/schemas';
import { apiPut, type ApiRequestConfig } from '@/lib/api-client';

/** `PUT /api/channel-form/draft`: replaces the caller's unfinished form (steps 1–2). */
export function saveChannelFormDraft(
  input: ChannelFormDraftInput,
  config?: Pick<ApiRequestConfig, 'keepalive'>,
): Promise<ChannelFormDraft> {
  return apiPut<ChannelFormDraft>('/api/channel-form/draft', input, config);
}
