import { queryOptions } from '@tanstack/react-query';
import type { ChannelFormDraft } from '@console/shared/channel-form/schemas';
import { apiGet } from '@/lib/api-client';
import { channelFormKeys } from './channel-form-keys';

/** `GET /api/channel-form/draft`: the caller's unfinished form, or null. */
export function getChannelFormDraft(): Promise<ChannelFormDraft | null> {
  return apiGet<ChannelFormDraft | null>('/api/channel-form/draft');
}

export const channelFormDraftQueryOptions = () =>
  queryOptions({ queryKey: channelFormKeys.draft(), queryFn: getChannelFormDraft });
