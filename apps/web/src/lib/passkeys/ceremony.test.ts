import { describe, expect, it } from 'vitest';
import { WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/http/api-client';
import { atIpAddress, ceremonyRefusal } from './ceremony';

const webAuthnError = (name: string, code = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') =>
  new WebAuthnError({ message: name, code: code as WebAuthnError['code'], cause: new DOMException(name, name) });

describe("the browser's refusal of a ceremony", () => {
  it('tells a cancellation, a passkey already there, and any other refusal of the browser apart', () => {
    expect(ceremonyRefusal(webAuthnError('NotAllowedError'))).toBe('cancelled');
    expect(ceremonyRefusal(new DOMException('aborted', 'AbortError'))).toBe('cancelled');
    expect(ceremonyRefusal(webAuthnError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      'exists',
    );
    expect(ceremonyRefusal(webAuthnError('SecurityError', 'ERROR_INVALID_DOMAIN'))).toBe('failed');
  });

  it("is none for the server's refusal or the network's", () => {
    expect(ceremonyRefusal(new ApiError({ code: 40900, msg: 'Taken', data: null }))).toBeUndefined();
    expect(ceremonyRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('where passkeys can work', () => {
  it('knows a page at an IP address, where browsers refuse them, from one at a domain name', () => {
    expect(['127.0.0.1', '[::1]', '10.0.0.7'].map((host) => atIpAddress(host))).toEqual([true, true, true]);
    expect(['localhost', 'console.example.com', '1.example'].map((host) => atIpAddress(host))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
