import { queryOptions } from '@tanstack/react-query';
import { channelFormApi } from '@console/shared/channel-form/contract';
import { call } from '@/lib/http/api';
import { channelFormKeys } from './channel-form-keys';

/** The caller's unfinished form, or null. */
export const getChannelFormDraft = () => call(channelFormApi.draft);

export const channelFormDraftQueryOptions = () =>
  queryOptions({ queryKey: channelFormKeys.draft(), queryFn: getChannelFormDraft });
