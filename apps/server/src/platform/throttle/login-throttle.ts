/**
 * Limits password guessing (docs/decisions/012), for the sign-in and for the old-password check of
 * a password change, and the guessing of a second factor's codes. Failures count per address and per (account, address), each with exponential
 * back-off past its limit. No key is the account alone: a stranger who fails on the owner's
 * account from elsewhere never blocks the owner's own address.
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
export type ThrottleScope = 'login' | 'password' | 'secondFactor';

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

    sweep: () => store.sweep(now()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
