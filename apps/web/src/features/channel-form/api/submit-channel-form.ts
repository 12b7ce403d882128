import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelFormApi } from '@console/shared/channel-form/contract';
import type { ChannelFormInput } from '@console/shared/channel-form/schemas';
import { call } from '@/lib/http/api';
import { channelFormKeys } from './channel-form-keys';

/** Stores the form (sent as `{data}`) and clears the draft. */
export const submitChannelForm = (data: ChannelFormInput) => call(channelFormApi.submit, { body: { data } });

/** After a submission the draft is gone and the latest form is this one. */
export function useSubmitChannelForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChannelForm,
    onSuccess: () => {
      queryClient.setQueryData(channelFormKeys.draft(), null);
      void queryClient.invalidateQueries({ queryKey: channelFormKeys.latestAll() });
    },
  });
}
