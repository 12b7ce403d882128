import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { apiUpload } from './api-client';
import { changeLocale } from '@/lib/i18n/i18n';

/** A stand-in XMLHttpRequest: records what is sent, and lets the test answer, fail or report progress. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(async () => {
  await changeLocale('en-US');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiUpload', () => {
  it('posts the file as multipart field `file` with the token and locale, reports progress, resolves with data', async () => {
    localStorage.setItem('token', 'abc');
    const progress: number[] = [];
    const file = new Blob(['png'], { type: 'image/png' });
    const done = apiUpload<{ avatar: string }>('/api/user/upload', file, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/member-api/api/user/upload']);
    expect(xhr.headers).toEqual({ 'Accept-Language': 'en-US', Authorization: 'Bearer abc' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, { code: 20000, msg: 'ok', data: { avatar: '/a' } });
    await expect(done).resolves.toEqual({ avatar: '/a' });
    expect(progress).toEqual([0.25]);
  });

  it('rejects an error envelope with its message shown, as every request', async () => {
    const done = apiUpload('/api/user/upload', new Blob(['x']));
    FakeXhr.last.answer(413, { code: 41300, msg: 'The avatar may be at most 2 MiB', data: null });
    await expect(done).rejects.toMatchObject({ code: 41300, message: 'The avatar may be at most 2 MiB' });
    // The toast loads its code on first use.
    await vi.dynamicImportSettled();
    expect(vi.mocked(Message.error)).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'The avatar may be at most 2 MiB' }),
    );
  });

  it('aborts with its signal, silently; an aborted signal sends nothing', async () => {
    const controller = new AbortController();
    const done = apiUpload('/api/user/upload', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeDefined();
    expect(FakeXhr.last.aborted).toBe(true);
    await vi.dynamicImportSettled();
    expect(vi.mocked(Message.error)).not.toHaveBeenCalled();

    const before = FakeXhr.last;
    await expect(apiUpload('/api/user/upload', new Blob(['x']), { signal: controller.signal })).rejects.toBeDefined();
    expect(FakeXhr.last).toBe(before);
  });

  it('shows "Network Error" when the connection fails', async () => {
    const done = apiUpload('/api/user/upload', new Blob(['x']));
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow('Network Error');
    await vi.dynamicImportSettled();
    expect(vi.mocked(Message.error)).toHaveBeenCalledWith(expect.objectContaining({ content: 'Network Error' }));
  });
});
