import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from './multipart';

const body = (boundary: string, parts: string[]) =>
  Buffer.from(`${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');

describe('multipart', () => {
  it('reads the boundary of a form-data content type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });

  it('splits the parts with their names, file names, types and bytes, binary kept as sent', () => {
    const binary = '\x89PNG\r\n\x1a\n\x00\xff--not-the-boundary';
    const parts = parseMultipart(
      body('XyZ', [
        'Content-Disposition: form-data; name="note"\r\n\r\nhello',
        `Content-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n${binary}`,
      ]),
      'XyZ',
    );
    expect(parts.map(({ name, filename, contentType }) => ({ name, filename, contentType }))).toEqual([
      { name: 'note', filename: undefined, contentType: undefined },
      { name: 'file', filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(parts[0]?.data.toString()).toBe('hello');
    expect(parts[1]?.data.equals(Buffer.from(binary, 'latin1'))).toBe(true);
  });

  it('keeps the parts read before a body breaks off, and skips a part without a name', () => {
    const whole = body('b', [
      'Content-Disposition: form-data; name="a"\r\n\r\n1',
      'Content-Type: text/plain\r\n\r\nanonymous',
    ]);
    expect(parseMultipart(whole, 'b').map((p) => p.name)).toEqual(['a']);
    const cut = whole.subarray(0, whole.indexOf('anonymous'));
    expect(parseMultipart(cut, 'b').map((p) => p.name)).toEqual(['a']);
    expect(parseMultipart(Buffer.from('no parts here'), 'b')).toEqual([]);
  });
});
