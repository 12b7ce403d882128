import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelForm, ChannelFormInput } from '@console/shared/channel-form/schemas';
import { apiPost } from '@/lib/api-client';
import { channelFormKeys } from './channel-form-keys';

/** `POST /api/channel-form/submit` with the template's `{data}`: stores the form and clears the draft. */
export function submitChannelForm(data: ChannelFormInput): Promise<ChannelForm> {
  return apiPost<ChannelForm>('/api/channel-form/submit', { data });
}

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
