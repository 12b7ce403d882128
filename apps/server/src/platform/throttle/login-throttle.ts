/**
 * Limits password guessing (docs/decisions/012), for the sign-in and for the old-password check of
 * a password change, and the guessing of a second factor's codes; and the requests for a password
 * reset's link (`spend`). Failures count per address and per (account, address), each with exponential
 * back-off past its limit. No guessing key is the account alone: a stranger who fails on the owner's
 * account from elsewhere never blocks the owner's own address. The reset's requests are the exception
 * (docs/decisions/049-password-reset-by-mail.md): they guess nothing, and each one sends mail.
 */
import { tooManyRequests } from '../../lib/app-error';
import type { AttemptStore } from './attempt-store';

export interface ThrottleLimits {
  /** Failures allowed per (account, address) before the back-off starts. */
  perAccount: number;
  /** Failures allowed per address, whatever the account. */
  perAddress: number;
}

/** What is being guessed (a password, a second factor's code): each scope counts apart. */
export type ThrottleScope = 'login' | 'password' | 'secondFactor' | 'passwordReset';

/** `now` reads `Date` at each call, so a test that fakes the clock holds a block as long as it needs. */
export function createLoginThrottle(
  store: AttemptStore,
  limits: ThrottleLimits,
  { now = () => Date.now(), onRefused }: { now?: () => number; onRefused?: (scope: ThrottleScope) => void } = {},
) {
  return {
    /**
     * Runs `check` (a password check: a value when right, undefined when wrong) unless the address
     * or the account at this address is blocked, which answers 429 with Retry-After. The attempt
     * is counted before `check` runs and taken back when it is right: parallel guesses cannot
     * outrun the count.
     */
    async guard<T>(
      scope: ThrottleScope,
      account: string,
      address: string,
      check: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const keys = [
        { key: `${scope}:address:${address}`, limit: limits.perAddress, onSuccess: 'undo' as const },
        {
          key: `${scope}:account:${account.toLowerCase()}@${address}`,
          limit: limits.perAccount,
          onSuccess: 'forget' as const,
        },
      ];
      // The address first, then the account at it, one after the other: under parallel guesses
      // an attempt refused by the second key must not have held a place of the first one's.
      const at = now();
      const counted: typeof keys = [];
      const undo = () => Promise.all(counted.map(({ key }) => store.release(key, 'undo')));
      for (const entry of keys) {
        const wait = await store.reserve(entry.key, entry.limit, at);
        if (wait > 0) {
          await undo();
          onRefused?.(scope);
          throw tooManyRequests('errors.rateLimited', wait);
        }
        counted.push(entry);
      }
      let result: T | undefined;
      try {
        result = await check();
      } catch (error) {
        await undo();
        throw error;
      }
      if (result !== undefined) await Promise.all(keys.map(({ key, onSuccess }) => store.release(key, onSuccess)));
      return result;
    },

    /**
     * Counts a request that is never "right" (asking for a reset link): per address, and per account
     * wherever it is asked from, since what the limit spares is the account's mailbox. 429 past either.
     */
    async spend(scope: ThrottleScope, account: string, address: string, spendLimits: ThrottleLimits): Promise<void> {
      const keys = [
        { key: `${scope}:address:${address}`, limit: spendLimits.perAddress },
        { key: `${scope}:account:${account.toLowerCase()}`, limit: spendLimits.perAccount },
      ];
      const at = now();
      for (const [index, { key, limit }] of keys.entries()) {
        const wait = await store.reserve(key, limit, at);
        if (wait > 0) {
          // The address's place is given back when the account refuses: it asked for nothing.
          if (index > 0) await store.release(keys[0]!.key, 'undo');
          onRefused?.(scope);
          throw tooManyRequests('errors.rateLimited', wait);
        }
      }
    },

    sweep: () => store.sweep(now()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
