import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DRIVERS, openTestDatabase } from '../../../test/helper';
import { openLiveBus, type LiveEvent } from './live-bus';

describe.runIf(DRIVERS.includes('postgres'))('the live bus on PostgreSQL', () => {
  it('listens again when the server ends its connection, and delivers what was published meanwhile', async () => {
    const testDb = await openTestDatabase('postgres');
    const troubles: string[] = [];
    const bus = await openLiveBus(testDb.database, (message) => troubles.push(message));
    const heard: LiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    const admin = new pg.Client({ connectionString: testDb.database.url! });
    await admin.connect();
    const heardType = (type: string) => heard.some((event) => event.type === type);
    try {
      // What a database restart does to the listening connection.
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN live_events'",
      );
      expect(rowCount).toBe(1);
      await bus.publish({ type: 'while-away', data: { n: 1 } });
      await vi.waitFor(() => expect(heardType('while-away')).toBe(true), { timeout: 5000, interval: 50 });
      await bus.publish({ type: 'after', data: { n: 2 } });
      await vi.waitFor(() => expect(heardType('after')).toBe(true), { timeout: 5000, interval: 50 });
      expect(heard.filter((event) => event.type === 'while-away')).toHaveLength(1);
      expect(troubles.some((message) => message.includes("the live bus's PostgreSQL connection failed"))).toBe(true);
    } finally {
      await admin.end();
      await bus.close();
      await testDb.drop();
    }
  });
});
