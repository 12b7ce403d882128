import type { Page } from '@playwright/test';
import type { ParameterRequest, ProfileBasic } from '@console/shared/parameter/schemas';
import { apiAs } from './api';

export const profileOf = (page: Page) => apiAs<ProfileBasic>(page, 'admin', 'GET', '/api/profile/basic');

/** Cancels the change request that waits for approval, if one does: a test starts with none. */
export async function settlePendingChange(page: Page): Promise<void> {
  const waiting = (await profileOf(page)).latestRequest;
  if (waiting?.status === 'auditing')
    await apiAs(page, 'admin', 'POST', `/api/parameter/requests/${waiting.id}/cancel`);
}

/** Asks for the current parameters with another description: a request waiting for approval. */
export async function requestChange(page: Page, description: string): Promise<ParameterRequest> {
  const { video, audio } = await profileOf(page);
  return apiAs<ParameterRequest>(page, 'admin', 'POST', '/api/group-form/submit', {
    data: { video, audio, description },
  });
}
