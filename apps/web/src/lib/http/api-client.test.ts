import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message, Modal } from '@arco-design/web-react';
import { ApiError, apiGetBlob, apiPostStream, exchange, request, type ApiRequestConfig } from './api-client';
import { changeLocale } from '@/lib/i18n/i18n';
import { onSessionExtended } from '@/lib/session/idle-extension';

const fetchMock = vi.fn<typeof fetch>();

// The client's one request by method, as the contract's calls make it (`lib/http/api.ts`).
const apiGet = (url: string, config?: ApiRequestConfig) => request('GET', url, config);
const apiGetWithHeaders = (url: string, config?: ApiRequestConfig) => exchange('GET', url, config);
const apiDelete = (url: string, config?: ApiRequestConfig) => request('DELETE', url, config);
const apiPost = (url: string, body?: unknown, config?: ApiRequestConfig) => request('POST', url, config, body);
const apiPut = (url: string, body?: unknown, config?: ApiRequestConfig) => request('PUT', url, config, body);
const apiPatch = (url: string, body?: unknown, config?: ApiRequestConfig) => request('PATCH', url, config, body);

/** Answers every request with `status` and `body` (JSON unless a string), as the server would. */
function serverAnswers(status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockImplementation(() => Promise.resolve(new Response(text, { status, headers })));
}

/** URL and options of the last request. */
function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(async () => {
  await changeLocale('en-US');
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  vi.spyOn(Modal, 'confirm').mockImplementation(() => ({ close: () => undefined, update: () => undefined }));
});

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  localStorage.clear();
});

const toast = () => vi.mocked(Message.error);

describe('api client', () => {
  it('sends the stored token as Bearer and the locale under /member-api, and resolves with data on 20000 and 200', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(200, { code: 20000, msg: 'ok', data: { a: 1 } });
    await expect(apiGet('/x')).resolves.toEqual({ a: 1 });
    expect(lastRequest().url).toBe('/member-api/x');
    expect(lastRequest().init.method).toBe('GET');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en-US');
    serverAnswers(200, { code: 200, msg: 'ok', data: 'token' });
    await expect(apiPost('/y')).resolves.toBe('token');
    await vi.dynamicImportSettled();
    expect(toast()).not.toHaveBeenCalled();
  });

  it('answers data with the headers when asked, and rejects the same way', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: [1, 2] }, { 'x-total-count': '12' });
    const { data, headers } = await apiGetWithHeaders('/log');
    expect(data).toEqual([1, 2]);
    expect(headers.get('x-total-count')).toBe('12');
    serverAnswers(403, { code: 40300, msg: 'Forbidden', data: null });
    await expect(apiGetWithHeaders('/log')).rejects.toMatchObject({ code: 40300 });
  });

  it('sends no Authorization header without a token', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    await apiGet('/x');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('never cuts a slow answer off', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(Response.json({ code: 20000, msg: 'ok', data: 1 })), 600_000),
        ),
    );
    const answer = apiGet('/slow');
    await vi.advanceTimersByTimeAsync(600_000);
    await expect(answer).resolves.toBe(1);
    expect(lastRequest().init.signal).toBeUndefined();
  });

  it('sends a body as JSON with its method, and no body or Content-Type without one', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    for (const [send, method] of [
      [apiPost, 'POST'],
      [apiPut, 'PUT'],
      [apiPatch, 'PATCH'],
    ] as const) {
      await send('/x', { name: 'a', ids: [1, 2] });
      expect(lastRequest().init).toMatchObject({ method, body: '{"name":"a","ids":[1,2]}' });
      expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    }
    await apiDelete('/x/1');
    expect(lastRequest().init).toMatchObject({ method: 'DELETE', body: undefined });
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('writes params as a query string, an array as repeated keys', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    const range = new URLSearchParams({ name: 'a b' });
    range.append('createdTime', '2026-01-01T00:00:00.000Z');
    range.append('createdTime', '2026-01-31T23:59:59.999Z');
    await apiGet('/list', { params: range });
    expect(lastRequest().url).toBe(
      '/member-api/list?name=a+b&createdTime=2026-01-01T00%3A00%3A00.000Z&createdTime=2026-01-31T23%3A59%3A59.999Z',
    );
    await apiGet('/popular', { params: { type: 'text' } });
    expect(lastRequest().url).toBe('/member-api/popular?type=text');
  });

  it('asks for a request that outlives the page with keepalive', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    await apiPut('/settings', {}, { keepalive: true });
    expect(lastRequest().init.keepalive).toBe(true);
  });

  it('rejects another code with its msg and toasts it for 5 s', async () => {
    serverAnswers(200, { code: 50000, msg: 'account or password error', data: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 50000, message: 'account or password error' });
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'account or password error', duration: 5000 });
  });

  it("falls back to 'Error' without a msg", async () => {
    serverAnswers(200, { code: 50000, msg: '', data: null });
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Error', duration: 5000 });
  });

  it('applies the envelope rules to an HTTP error and exposes field issues of a 400', async () => {
    const issues = [{ path: 'username', message: 'Username cannot be empty' }];
    serverAnswers(400, { code: 40000, msg: 'Invalid request', data: { issues } });
    const error = await apiPost('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues).toEqual(issues);
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Invalid request', duration: 5000 });
  });

  it('tells a version conflict (409 with the record as it is now) from another refusal with that code', async () => {
    serverAnswers(409, { code: 40900, msg: 'Changed since', data: { current: { id: 1, version: 3 } } });
    expect(await apiPut('/x', {}).catch((e: unknown) => e)).toMatchObject({ code: 40900, versionConflict: true });
    serverAnswers(409, { code: 40900, msg: 'At least one administrator must remain', data: null });
    const refusal = await apiPut('/x', {}).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 40900, versionConflict: false });
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenLastCalledWith({ content: 'At least one administrator must remain', duration: 5000 });
  });

  it('rejects an HTTP error without an envelope with its status', async () => {
    serverAnswers(502, '<html><body>Bad Gateway</body></html>', { 'Content-Type': 'text/html' });
    await expect(apiGet('/x')).rejects.toThrow('Request failed with status code 502');
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Request failed with status code 502', duration: 5000 });
  });

  it('rejects a successful status whose body is not an envelope', async () => {
    serverAnswers(200, 'plain text');
    await expect(apiGet('/x')).rejects.toThrow('Invalid response');
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Invalid response', duration: 5000 });
  });

  it.each([50008, 50012, 50014])('opens the Confirm logout dialog on %i', async (code) => {
    localStorage.setItem('token', 'abc');
    serverAnswers(401, { code, msg: 'Session ended', data: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ code });
    await vi.waitFor(() => expect(Modal.confirm).toHaveBeenCalledTimes(1));
    const dialog = vi.mocked(Modal.confirm).mock.calls[0]?.[0];
    expect(dialog).toMatchObject({ title: 'Confirm logout', okText: 'Re-Login' });
    dialog?.afterClose?.();
  });

  it('opens one dialog for several ended requests', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(401, { code: 50008, msg: 'Not logged in', data: null });
    await Promise.allSettled([apiGet('/a'), apiGet('/b')]);
    await vi.waitFor(() => expect(Modal.confirm).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.confirm).toHaveBeenCalledTimes(1);
    vi.mocked(Modal.confirm).mock.calls[0]?.[0].afterClose?.();
  });

  it('keeps the dialog away from a request that opts out (the user-info request)', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(401, { code: 50008, msg: 'Not logged in', data: null });
    await expect(apiGet('/member/info', { sessionDialog: false })).rejects.toMatchObject({ code: 50008 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.confirm).not.toHaveBeenCalled();
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Not logged in', duration: 5000 });
  });

  it('says nothing about an answer to a session that has ended here since (a logout while it ran)', async () => {
    localStorage.setItem('token', 'old');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pending = apiGet('/x');
    localStorage.removeItem('token');
    answer(Response.json({ code: 50008, msg: 'Not logged in', data: null }, { status: 401 }));
    await expect(pending).rejects.toMatchObject({ code: 50008 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await vi.dynamicImportSettled();
    expect(Modal.confirm).not.toHaveBeenCalled();
    expect(toast()).not.toHaveBeenCalled();
  });

  it('says nothing when a request sent without a session is told it has none', async () => {
    serverAnswers(401, { code: 50008, msg: 'Not logged in', data: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 50008 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await vi.dynamicImportSettled();
    expect(Modal.confirm).not.toHaveBeenCalled();
    expect(toast()).not.toHaveBeenCalled();
  });

  it('reports each successful request of the session with the time it was sent, for the idle warning', async () => {
    // Later than the earlier tests' requests: the client keeps only the latest.
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    const extended = vi.fn();
    const stop = onSessionExtended(extended);
    localStorage.setItem('token', 'abc');
    const sentAt = Date.now();
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => setTimeout(() => resolve(Response.json({ code: 20000, msg: 'ok', data: 1 })), 2_000)),
    );
    const answer = apiGet('/x');
    await vi.advanceTimersByTimeAsync(2_000);
    await answer;
    expect(extended).toHaveBeenCalledExactlyOnceWith(sentAt, false);

    // Not a refusal, a request without the session, nor one of a session that ended meanwhile.
    serverAnswers(403, { code: 40300, msg: 'Forbidden', data: null });
    await expect(apiGet('/x')).rejects.toThrow();
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    await apiGet('/x', { token: null });
    await apiGet('/x', { token: 'ended' });
    expect(extended).toHaveBeenCalledOnce();
    stop();
  });

  it('sends a request with the session it is given instead of the stored one', async () => {
    localStorage.setItem('token', 'stored');
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    await apiPost('/api/user/logout', undefined, { token: 'ending' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer ending');
  });

  it("toasts fetch's network failure as 'Network Error'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toThrow('Network Error');
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Network Error', duration: 5000 });
  });

  it('toasts another transport error with its own message', async () => {
    fetchMock.mockRejectedValue(new Error('socket closed'));
    await expect(apiGet('/x')).rejects.toThrow('socket closed');
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'socket closed', duration: 5000 });
  });

  it("toasts 'Request Error' when a transport error has no message", async () => {
    fetchMock.mockRejectedValue(new Error(''));
    await expect(apiGet('/x')).rejects.toThrow('Request Error');
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Request Error', duration: 5000 });
  });

  it('passes a signal through; a cancelled request rejects with its reason and no toast', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const answer = apiGet('/x', { signal: controller.signal });
    expect(lastRequest().init.signal).toBe(controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.dynamicImportSettled();
    expect(toast()).not.toHaveBeenCalled();
  });
});

describe('file download', () => {
  it('resolves with the body and the headers of the answer', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(200, 'a,b\n1,2\n', {
      'Content-Type': 'text/csv',
      'Content-Disposition': 'attachment; filename="p.csv"',
    });
    const { data, headers } = await apiGetBlob('/export', { params: new URLSearchParams({ format: 'csv' }) });
    await expect(data.text()).resolves.toBe('a,b\n1,2\n');
    expect(headers.get('content-disposition')).toBe('attachment; filename="p.csv"');
    expect(lastRequest().url).toBe('/member-api/export?format=csv');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('applies the envelope rules to a failed download', async () => {
    serverAnswers(403, { code: 40300, msg: 'Forbidden', data: null });
    await expect(apiGetBlob('/export')).rejects.toMatchObject({ code: 40300, message: 'Forbidden' });
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Forbidden', duration: 5000 });
  });
});

describe('streamed answer', () => {
  it('posts JSON with the bearer header (no token in the URL) and resolves with the body to read', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(200, 'event: delta\ndata: {"content":"Hi"}\n\n', { 'Content-Type': 'text/event-stream' });
    const body = await apiPostStream('/api/chat/completions', { conversationId: 1 });
    await expect(new Response(body).text()).resolves.toBe('event: delta\ndata: {"content":"Hi"}\n\n');
    expect(lastRequest().url).toBe('/member-api/api/chat/completions');
    expect(lastRequest().init.body).toBe('{"conversationId":1}');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc');
  });

  it('applies the envelope rules to a refusal before the stream (429)', async () => {
    serverAnswers(429, { code: 42900, msg: 'Too many questions, try again in 30 seconds', data: null });
    await expect(apiPostStream('/api/chat/completions', {})).rejects.toMatchObject({
      code: 42900,
      message: 'Too many questions, try again in 30 seconds',
    });
    await vi.dynamicImportSettled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Too many questions, try again in 30 seconds', duration: 5000 });
  });
});
