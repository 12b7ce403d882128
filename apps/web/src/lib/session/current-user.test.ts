import { describe, expect, it, vi } from 'vitest';
import { ApiCode } from '@console/shared';
import { useFakeServer } from '@/test/fake-server';
import { fetchSession, sessionRefused } from './current-user';

const fetchMock = vi.fn<typeof fetch>();

/** Answers the profile request with `answer`: an envelope, or a network failure. */
function profileAnswers(answer: { code: number; status: number } | 'no answer') {
  fetchMock.mockImplementation(() =>
    answer === 'no answer'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(
          new Response(JSON.stringify({ code: answer.code, msg: 'refused', data: null }), { status: answer.status }),
        ),
  );
}

describe('sessionRefused', () => {
  useFakeServer(fetchMock, 'token-1');

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
