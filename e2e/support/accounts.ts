/** Demo accounts seeded on a fresh database. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin' },
  user: { username: 'user', password: 'user' },
  /** A plain account of its own for the tests that change an account (password, profile, avatar, sessions). */
  guest: { username: 'guest', password: 'Guest-Pass1' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
