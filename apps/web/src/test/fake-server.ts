import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { queryClient } from '@/lib/query-client';

/**
 * A screen's test against a fetch it answers itself: each test starts signed in with `token` (signed
 * out without one), with
 * `fetchMock` as the network and the toasts silenced, and ends with nothing left behind (the
 * rendered tree, the pending lazy imports, the query cache, storage, spies and stubs).
 */
export function useFakeServer(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, token?: string): void {
  beforeEach(() => {
    if (token) localStorage.setItem('token', token);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  });
  afterEach(async () => {
    cleanup();
    await vi.dynamicImportSettled();
    queryClient.clear();
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
}
