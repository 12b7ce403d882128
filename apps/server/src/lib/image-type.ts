import type { AvatarContentType } from '@console/shared/user-centre/constants';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of `bytes`, read from their first bytes (PNG, JPEG, WebP), never from a name or a
 * declared type; undefined for anything else.
 */
export function imageTypeOf(bytes: Uint8Array): AvatarContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The longest side an image may have on arrival: a small file can claim a huge canvas, which decoding would fill. */
export const IMAGE_SIDE_MAX = 6000;
/** The longest side an avatar is kept at: it shows at 100 px at most, twice that on a dense screen, with room. */
export const AVATAR_SIDE = 512;

const LIBVIPS_FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const satisfies Record<
  AvatarContentType,
  string
>;

export type ReencodedImage = { ok: true; bytes: Buffer } | { ok: false; reason: 'unreadable' | 'tooManyPixels' };

/**
 * Decodes an image of type `type` (as `imageTypeOf` read it) and encodes it again, in the same type,
 * turned upright, at most `AVATAR_SIDE` wide and high, without its metadata (a photo's EXIF can hold
 * where it was taken). What is stored is then pixels that were really decoded, never the bytes as
 * sent: a valid signature followed by HTML, or a header without an image, is unreadable.
 */
export async function reencodeImage(bytes: Uint8Array, type: AvatarContentType): Promise<ReencodedImage> {
  // libvips loads with the first image: at start-up it cost each process 0.1 s.
  const { default: sharp } = await import('sharp');
  // Only the sniffed type's decoder runs, and libvips stops at the first damage it meets.
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_SIDE_MAX * IMAGE_SIDE_MAX, pages: 1 });
  try {
    const { format, width, height } = await input().metadata();
    if (format !== LIBVIPS_FORMAT[type] || !width || !height) return { ok: false, reason: 'unreadable' };
    if (width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX) return { ok: false, reason: 'tooManyPixels' };
    const image = input().rotate().resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? image.png()
        : type === 'image/jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 });
    return { ok: true, bytes: await encoded.toBuffer() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
