import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../../test/helper';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  FORGET_AFTER_MS,
  blockMs,
  memoryAttemptStore,
  redisAttemptStore,
  sqlAttemptStore,
  type AttemptStore,
} from './attempt-store';

const redisUrl = process.env.TEST_REDIS_URL;

/** Every store, with what it needs opened before and closed after. */
const STORES: [name: string, open: () => Promise<{ store: AttemptStore; close: () => Promise<void> }>][] = [
  ['memory', async () => ({ store: memoryAttemptStore(), close: async () => undefined })],
  ...DRIVERS.map((driver): (typeof STORES)[number] => [
    `SQL on ${driver}`,
    async () => {
      const testDb: TestDatabase = await openTestDatabase(driver);
      return { store: sqlAttemptStore(testDb.database.db), close: () => testDb.drop() };
    },
  ]),
  ...(redisUrl
    ? [
        [
          'Redis',
          async () => {
            const prefix = `console-test:${randomBytes(6).toString('hex')}:`;
            const store = await redisAttemptStore(redisUrl, prefix);
            return {
              store,
              close: async () => {
                const redis = new Redis(redisUrl);
                const keys = await redis.keys(`${prefix}*`);
                if (keys.length) await redis.del(...keys);
                await redis.quit();
                await store.close();
              },
            };
          },
        ] satisfies (typeof STORES)[number],
      ]
    : []),
];

describe('exponential back-off', () => {
  it('blocks from the limit on, doubling with each failure, up to the longest block', () => {
    expect([9, 10, 11, 12, 13].map((failures) => blockMs(failures, 10))).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(blockMs(10 + 40, 10)).toBe(BACKOFF_MAX_MS);
  });
});

describe.each(STORES)('attempt store: %s', (_name, open) => {
  let store: AttemptStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await open()));
  afterAll(() => close?.());

  const T0 = 1_800_000_000_000;
  const reserveTimes = async (key: string, times: number, limit: number, now = T0) => {
    const waits = [];
    for (let i = 0; i < times; i++) waits.push(await store.reserve(key, limit, now));
    return waits;
  };

  it('lets `limit` attempts through, then refuses with the time left, doubling after each further failure', async () => {
    expect(await reserveTimes('a', 3, 3)).toEqual([0, 0, 0]);
    expect(await store.reserve('a', 3, T0 + 400)).toBe(BACKOFF_BASE_MS - 400);
    expect(await store.reserve('a', 3, T0 + BACKOFF_BASE_MS)).toBe(0);
    expect(await store.reserve('a', 3, T0 + BACKOFF_BASE_MS + 1)).toBe(2 * BACKOFF_BASE_MS - 1);
    // A refused attempt does not count: the next one still waits 2 s, not 4.
    expect(await store.reserve('a', 3, T0 + 3 * BACKOFF_BASE_MS)).toBe(0);
    expect(await store.reserve('a', 3, T0 + 3 * BACKOFF_BASE_MS)).toBe(4 * BACKOFF_BASE_MS);
  });

  it('takes back an attempt that succeeded (undo) or every failure of the key (forget)', async () => {
    expect(await reserveTimes('b', 2, 2)).toEqual([0, 0]);
    await store.release('b', 'undo');
    expect(await store.reserve('b', 2, T0)).toBe(0);
    expect(await store.reserve('b', 2, T0)).toBeGreaterThan(0);
    await store.release('b', 'forget');
    expect(await reserveTimes('b', 2, 2)).toEqual([0, 0]);
  });

  it('counts atomically: of 40 parallel attempts, exactly `limit` get through', async () => {
    const waits = await Promise.all(Array.from({ length: 40 }, () => store.reserve('c', 7, T0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(7);
  });

  it('forgets failures a day after the last one, and the sweep drops such keys', async () => {
    expect(await reserveTimes('d', 2, 2)).toEqual([0, 0]);
    const later = T0 + FORGET_AFTER_MS + 1;
    await store.sweep(later);
    expect(await reserveTimes('d', 2, 2, later)).toEqual([0, 0]);
    expect(await store.reserve('d', 2, later)).toBeGreaterThan(0);
  });

  it('keeps keys apart', async () => {
    expect(await reserveTimes('e', 1, 1)).toEqual([0]);
    expect(await store.reserve('e', 1, T0)).toBeGreaterThan(0);
    expect(await store.reserve('f', 1, T0)).toBe(0);
  });
});
