/** Demo accounts seeded on a fresh database. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin' },
  user: { username: 'user', password: 'user' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
