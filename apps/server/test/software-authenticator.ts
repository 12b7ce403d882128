import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A WebAuthn authenticator in software, for the server's tests: it answers the options of a
 * registration and of a sign-in as a browser with a platform authenticator would (ES256 keys, no
 * attestation, the user verified), and lets a test bend any part of the answer (the origin, the
 * relying party, the counter, the user's handle) to check that the server refuses it.
 */

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface Bend {
  origin?: string;
  rpId?: string;
  /** The user not verified (presence only). */
  unverified?: boolean;
  /** The signature counter to report (each sign-in moves it on by one otherwise). */
  counter?: number;
  /** The user handle to return instead of the credential's. */
  userHandle?: string;
  /** At a registration: the id of a credential registered before, instead of a new one. */
  credentialId?: string;
}

export function softwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const credentials: Credential[] = [];

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const authData = (rpId: string, flags: number, counter: number, attested = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  };

  /** The COSE form of an ES256 public key (RFC 9053). */
  const coseKey = (key: KeyObject) => {
    const { x, y } = key.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(x ?? '', 'base64url')],
        [-3, Buffer.from(y ?? '', 'base64url')],
      ]),
    );
  };

  return {
    credentials,

    /** Answers registration options (`navigator.credentials.create()`): a new credential of the options' user. */
    register(options: Record<string, unknown>, bend: Bend = {}) {
      const { challenge, user } = options as { challenge: string; user: { id: string } };
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const rawId = bend.credentialId ? Buffer.from(bend.credentialId, 'base64url') : randomBytes(16);
      const credential = { id: b64(rawId), privateKey, publicKey, userHandle: user.id, counter: 0 };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKey(publicKey)]);
      const flags = UP | (bend.unverified ? 0 : UV) | AT;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(bend.rpId ?? defaults.rpId, flags, 0, attested)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        credential,
        response: {
          id: credential.id,
          rawId: credential.id,
          type: 'public-key',
          clientExtensionResults: {},
          authenticatorAttachment: 'platform',
          response: {
            clientDataJSON: b64(clientData('webauthn.create', challenge, bend.origin ?? defaults.origin)),
            attestationObject: b64(attestationObject),
            transports: ['internal'],
          },
        },
      };
    },

    /** Answers sign-in options (`navigator.credentials.get()`) with `credential`, signed. */
    signIn(options: Record<string, unknown>, credential: Credential, bend: Bend = {}) {
      const { challenge } = options as { challenge: string };
      credential.counter = bend.counter ?? credential.counter + 1;
      const data = authData(bend.rpId ?? defaults.rpId, UP | (bend.unverified ? 0 : UV), credential.counter);
      const client = clientData('webauthn.get', challenge, bend.origin ?? defaults.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: bend.userHandle ?? credential.userHandle,
        },
      };
    },
  };
}
