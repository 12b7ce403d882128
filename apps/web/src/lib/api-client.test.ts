import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message, Modal } from '@arco-design/web-react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiClient, apiGet, apiPost } from './api-client';
import { changeLocale } from './i18n';


let lastRequest: InternalAxiosRequestConfig | undefined;

/** Answers every request with `status` and `body`, as the server would. */
function serverAnswers(status: number, body: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    lastRequest = config;
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(async () => {
  await changeLocale('en-US');
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  vi.spyOn(Modal, 'confirm').mockImplementation(() => ({ close: () => undefined, update: () => undefined }));
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const toast = () => vi.mocked(Message.error);

describe('apiClient', () => {
  it('sends the stored token as Bearer and the locale, and resolves with data on 20000 and 200', async () => {
    localStorage.setItem('token', 'abc');
    serverAnswers(200, { code: 20000, msg: 'ok', data: { a: 1 } });
    await expect(apiGet('/x')).resolves.toEqual({ a: 1 });
    expect(lastRequest?.baseURL).toBe('/member-api');
    expect(lastRequest?.timeout).toBe(0);
    expect(lastRequest?.headers.get('Authorization')).toBe('Bearer abc');
    expect(lastRequest?.headers.get('Accept-Language')).toMatch(/^(zh-CN|en-US)$/);
    serverAnswers(200, { code: 200, msg: 'ok', data: 'token' });
    await expect(apiPost('/y')).resolves.toBe('token');
    expect(toast()).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a token', async () => {
    serverAnswers(200, { code: 20000, msg: 'ok', data: null });
    await apiGet('/x');
    expect(lastRequest?.headers.get('Authorization')).toBeFalsy();
  });

  it('rejects another code with its msg and toasts it for 5 s', async () => {
    serverAnswers(200, { code: 50000, msg: 'account or password error', data: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 50000, message: 'account or password error' });
    expect(toast()).toHaveBeenCalledWith({ content: 'account or password error', duration: 5000 });
  });

  it("falls back to 'Error' without a msg", async () => {
    serverAnswers(200, { code: 50000, msg: '', data: null });
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast()).toHaveBeenCalledWith({ content: 'Error', duration: 5000 });
  });

  it('applies the envelope rules to an HTTP error and exposes field issues of a 400', async () => {
    const issues = [{ path: 'username', message: 'Username cannot be empty' }];
    serverAnswers(400, { code: 40000, msg: 'Invalid request', data: { issues } });
    const error = await apiPost('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues).toEqual(issues);
    expect(toast()).toHaveBeenCalledWith({ content: 'Invalid request', duration: 5000 });
  });

  it.each([50008, 50012, 50014])('opens the Confirm logout dialog on %i', async (code) => {
    serverAnswers(401, { code, msg: 'Session ended', data: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ code });
    await vi.waitFor(() => expect(Modal.confirm).toHaveBeenCalledTimes(1));
    const dialog = vi.mocked(Modal.confirm).mock.calls[0]?.[0];
    expect(dialog).toMatchObject({ title: 'Confirm logout', okText: 'Re-Login' });
    dialog?.afterClose?.();
  });

  it('opens one dialog for several ended requests', async () => {
    serverAnswers(401, { code: 50008, msg: 'Not logged in', data: null });
    await Promise.allSettled([apiGet('/a'), apiGet('/b')]);
    await vi.waitFor(() => expect(Modal.confirm).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.confirm).toHaveBeenCalledTimes(1);
    vi.mocked(Modal.confirm).mock.calls[0]?.[0].afterClose?.();
  });

  it('keeps the dialog away from a request that opts out (the user-info request)', async () => {
    serverAnswers(401, { code: 50008, msg: 'Not logged in', data: null });
    await expect(apiGet('/member/info', { sessionDialog: false })).rejects.toMatchObject({ code: 50008 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.confirm).not.toHaveBeenCalled();
    expect(toast()).toHaveBeenCalledWith({ content: 'Not logged in', duration: 5000 });
  });

  it('toasts a transport error with its own message', async () => {
    apiClient.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    await expect(apiGet('/x')).rejects.toThrow('Network Error');
    expect(toast()).toHaveBeenCalledWith({ content: 'Network Error', duration: 5000 });
  });

  it("toasts 'Request Error' when a transport error has no message", async () => {
    apiClient.defaults.adapter = (config) => Promise.reject(new AxiosError('', 'ERR_NETWORK', config));
    await expect(apiGet('/x')).rejects.toThrow('Request Error');
    expect(toast()).toHaveBeenCalledWith({ content: 'Request Error', duration: 5000 });
  });
});
