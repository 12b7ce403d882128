import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldOfPath, serverFieldErrors, zodFieldErrors } from './form-errors';

const FIELDS = ['keyword', 'video.encoding.rate.min', 'video.encoding.rate.max', 'video.mode', 'description'];

describe('form errors', () => {
  it.each([
    ['keyword', 'keyword'],
    ['data.keyword.0', 'keyword'],
    ['body.description', 'description'],
    ['data.video.encoding.rate.min', 'video.encoding.rate.min'],
    ['video.encoding.rate.max', 'video.encoding.rate.max'],
    ['data.video.encoding.rate', undefined],
    ['data.audio.mode', undefined],
    ['data', undefined],
  ])('maps the issue path %s to the field %s', (path, field) => {
    expect(fieldOfPath(path, FIELDS)).toBe(field);
  });

  it('keeps the first problem of each field', () => {
    const issues = [
      { path: 'data.keyword.0', message: 'first' },
      { path: 'data.keyword.1', message: 'second' },
      { path: 'data.video.mode', message: 'mode' },
      { path: 'data.unknown', message: 'lost' },
    ];
    expect(serverFieldErrors(issues, FIELDS)).toEqual({ keyword: 'first', 'video.mode': 'mode' });
  });

  it('maps the issues of a nested zod schema the same way', () => {
    const schema = z.object({
      video: z.object({ mode: z.string('mode?'), encoding: z.object({ rate: z.object({ min: z.number('min?') }) }) }),
    });
    const parsed = schema.safeParse({ video: { encoding: { rate: {} } } });
    expect(zodFieldErrors(parsed.error!, FIELDS)).toEqual({ 'video.mode': 'mode?', 'video.encoding.rate.min': 'min?' });
  });
});
