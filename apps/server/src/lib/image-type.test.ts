import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

describe('imageTypeOf', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(imageTypeOf(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(imageTypeOf(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, however it starts', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a', 'RIFF0000WAVE', '', '\x89PN']) {
      expect(imageTypeOf(Buffer.from(text, 'latin1'))).toBeUndefined();
    }
  });
});
