import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { ApiCode } from '@console/shared';
import { queryClient } from '@/lib/query-client';
import { fetchSession, sessionRefused } from './current-user';

/** Answers the profile request with `answer`: an envelope, or a network failure. */
function profileAnswers(answer: { code: number; status: number } | 'no answer') {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      answer === 'no answer'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(
            new Response(JSON.stringify({ code: answer.code, msg: 'refused', data: null }), { status: answer.status }),
          ),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  localStorage.setItem('token', 'token-1');
});

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('sessionRefused', () => {
  it('holds when the server answers that the session has ended', async () => {
    profileAnswers({ code: ApiCode.tokenExpired, status: 401 });
    await expect(fetchSession()).resolves.toBeUndefined();
    expect(sessionRefused()).toBe(true);
  });

  it.each([
    ['no answer (the network, or a request of a page being left)', 'no answer' as const],
    ['a server error', { code: ApiCode.internal, status: 500 }],
  ])('does not hold for %s: that says nothing about the session', async (_case, answer) => {
    profileAnswers(answer);
    await expect(fetchSession()).resolves.toBeUndefined();
    expect(sessionRefused()).toBe(false);
  });
});
