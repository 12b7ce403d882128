import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Message } from '@arco-design/web-react';
import { IDEMPOTENCY_KEY_HEADER } from '@console/shared/wallet/constants';
import { useRecharge } from './wallet-writes';

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ code: 20000, msg: 'ok', data: { id: 1 } }), { status: 200 });
const keys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRecharge(), { wrapper }).result;
}

describe('wallet writes', () => {
  it('retries the same values with the same Idempotency-Key, so the server moves the money once', async () => {
    const recharge = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    const input = { amount: 100, channel: 'alipay' as const };
    await act(() => expect(recharge.current.mutateAsync(input)).rejects.toThrow());
    await act(() => recharge.current.mutateAsync(input));
    const [first, retry] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
  });

  it('sends other values, or the next recharge after a success, with a new key', async () => {
    const recharge = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(() => Promise.resolve(ok()));
    await act(() => expect(recharge.current.mutateAsync({ amount: 100, channel: 'alipay' })).rejects.toThrow());
    await act(() => recharge.current.mutateAsync({ amount: 200, channel: 'alipay' }));
    await act(() => recharge.current.mutateAsync({ amount: 200, channel: 'alipay' }));
    const [first, changed, next] = keys();
    expect(new Set([first, changed, next]).size).toBe(3);
  });
});
