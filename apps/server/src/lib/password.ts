import { hash, verify } from '@node-rs/argon2';

/** argon2id, the library's default algorithm, with its default costs (about 24 ms here). */
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still spends the
 * time of one verification, so response times do not reveal which usernames exist.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
