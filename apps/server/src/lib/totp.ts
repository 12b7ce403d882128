/**
 * Time-based one-time passwords of RFC 6238 (HOTP of RFC 4226 over the time step), as authenticator
 * apps compute them: HMAC-SHA1, `TOTP.digits` digits, `TOTP.periodSeconds` seconds a step
 * (docs/decisions/046-second-factor.md). Secrets travel as base32 text (RFC 4648), as apps take them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP } from '@console/shared/identity/constants';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 without padding: what an `otpauth://` address and a typed key carry. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >>> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Base32 in any case, spaces and padding ignored (a key typed from the screen); throws on another character. */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 character: ${char}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** A new secret, base32: `TOTP.secretBytes` random bytes. */
export const newTotpSecret = (): string => base32Encode(randomBytes(TOTP.secretBytes));

/** The time step of an instant (epoch milliseconds). */
export const timeStep = (time: number): number => Math.floor(time / 1000 / TOTP.periodSeconds);

/** HOTP (RFC 4226): the code of `counter` under `key`, `digits` long with its leading zeros. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The code an authenticator app shows for a base32 secret at `time` (epoch milliseconds): what the
 * tests, the server's and the browser's, type.
 */
export const totpCode = (secret: string, time: number = Date.now()): string =>
  hotp(base32Decode(secret), timeStep(time));

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step, `TOTP.window` either side of `time`'s, whose code `code` is; only steps after
 * `after` count (a step once used is never accepted again). Undefined when none matches.
 */
export function matchingStep(
  secret: string,
  code: string,
  time: number,
  after: number | null = null,
): number | undefined {
  const key = base32Decode(secret);
  const now = timeStep(time);
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    if (after !== null && step <= after) continue;
    if (sameCode(hotp(key, step), code)) return step;
  }
  return undefined;
}

/** The `otpauth://` address an authenticator app adds the account from (as a QR code or a link). */
export function otpauthUri(secret: string, account: string, issuer: string = TOTP.issuer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}
