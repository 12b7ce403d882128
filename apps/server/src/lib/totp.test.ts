import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOTP } from '@console/shared/identity/constants';
import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, otpauthUri, timeStep, totpCode } from './totp';

/** RFC 6238, appendix B: the SHA-1 key ("12345678901234567890") and its 8-digit codes at those times (seconds). */
const RFC6238_KEY = Buffer.from('12345678901234567890');
const RFC6238_SHA1: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC6238_SHA1)('gives the test vector of %i s', (seconds, code) => {
    expect(hotp(RFC6238_KEY, timeStep(seconds * 1000), 8)).toBe(code);
    // Six digits are the last six of the same number.
    expect(totpCode(base32Encode(RFC6238_KEY), seconds * 1000)).toBe(code.slice(-TOTP.digits));
  });

  it('gives the test vectors of HOTP (RFC 4226, appendix D)', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(codes.map((_, counter) => hotp(RFC6238_KEY, counter))).toEqual(codes);
  });

  it('accepts a code one step either side of now, and only steps after the last one used', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    const at = (offset: number) => totpCode(secret, now + offset * TOTP.periodSeconds * 1000);
    expect(matchingStep(secret, at(0), now)).toBe(step);
    expect(matchingStep(secret, at(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, at(1), now)).toBe(step + 1);
    expect(matchingStep(secret, at(2), now)).toBeUndefined();
    expect(matchingStep(secret, at(-2), now)).toBeUndefined();
    expect(matchingStep(secret, at(0), now, step)).toBeUndefined();
    expect(matchingStep(secret, at(0), now, step - 1)).toBe(step);
    expect(matchingStep(secret, '12345', now)).toBeUndefined();
  });
});

describe('base32 (RFC 4648)', () => {
  it('encodes the test vectors of RFC 4648, without padding', () => {
    const vectors = ['', 'MY', 'MZXQ', 'MZXW6', 'MZXW6YQ', 'MZXW6YTB', 'MZXW6YTBOI'];
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((text) => base32Encode(Buffer.from(text)))).toEqual(
      vectors,
    );
  });

  it('round-trips random bytes, and reads a key typed in lower case with spaces and padding', () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = randomBytes(length);
      expect(base32Decode(base32Encode(bytes)).equals(bytes), String(length)).toBe(true);
    }
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('base32');
  });

  it('makes secrets of 20 bytes, 32 characters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(TOTP.secretBytes);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('the otpauth address', () => {
  it('names the issuer and the account, with the secret, the digits and the period', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ann.lee@example.com')).toBe(
      'otpauth://totp/Arco%20Console:ann.lee%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Arco%20Console&digits=6&period=30',
    );
  });
});
