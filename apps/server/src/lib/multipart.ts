/** One part of a `multipart/form-data` body. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function parseHeaders(block: string): Omit<FormPart, 'data'> | undefined {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1];
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1];
    } else if (header === 'content-type') {
      contentType = value;
    }
  }
  return name === undefined ? undefined : { name, filename, contentType };
}

/**
 * The parts of a whole `multipart/form-data` body (RFC 7578), read from memory: the body's size is
 * bounded by the route's `bodyLimit` before this runs. A malformed body gives the parts read so far.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    // `--boundary--` closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const headerStart = afterDelimiter + CRLF.length;
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd < 0) break;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd);
    if (next < 0) break;
    const headers = parseHeaders(body.subarray(headerStart, headerEnd).toString('utf8'));
    if (headers) parts.push({ ...headers, data: body.subarray(headerEnd + HEADER_END.length, next) });
    start = next + CRLF.length;
  }
  return parts;
}
