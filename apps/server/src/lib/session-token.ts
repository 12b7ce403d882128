import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits, base64url. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked sessions table holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
