import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_WINDOW, type ValidationErrorData } from '@console/shared';
import { POLICY_DEMO_TOTAL } from '@console/shared/policy/constants';
import type { PolicyPage } from '@console/shared/policy/schemas';
import { DRIVERS, callerOf, envelope, useTestApp } from '../../../test/helper';

const URL_BASE = '/member-api/api/list/policy';
/** Rows past the window that one name filter matches. */
const MANY = LIST_WINDOW + 5;

/**
 * A list larger than its window (docs/decisions/054-lists-at-ten-million-rows.md): pages reach as
 * deep as the window, a filtered total is counted as far as it, and the export is not windowed.
 */
describe.each(DRIVERS)('a policy list past its window on %s', (driver) => {
  const ctx = useTestApp(driver, { login: ['user'] });
  const { call, ok } = callerOf(ctx);
  const get = (path: string, locale = 'en-US') =>
    call(ctx.user, { method: 'GET', url: `${URL_BASE}${path}`, headers: { 'accept-language': locale } });
  const page = (query: string) => ok<PolicyPage>(ctx.user, { method: 'GET', url: `${URL_BASE}?${query}` });

  beforeAll(async () => {
    await ctx.testDb.database.db.execute(sql`
      insert into policies (name, content_type, filter_type, count, status)
      select 'MANY ' || i, 'img', 'rules', i % 100, 'offline' from generate_series(1, ${MANY}) as i`);
  });

  it('counts a filtered total as far as the window, and says it holds more', async () => {
    const many = await page('name=MANY&pageSize=20');
    expect(many.total).toBe(LIST_WINDOW);
    expect(many.totalCapped).toBe(true);
    expect(many.list).toHaveLength(20);
  });

  it('counts a total within the window exactly, without the mark', async () => {
    // MANY 100, and MANY 1000 to MANY 1005 (1,005 rows).
    const some = await page('name=MANY%20100');
    expect(some.total).toBe(7);
    expect(some).not.toHaveProperty('totalCapped');
  });

  it('keeps the exact totals the database keeps, past the window too', async () => {
    expect(await page('')).toMatchObject({ total: POLICY_DEMO_TOTAL + MANY });
    const offline = await page('status=offline');
    expect(offline.total).toBeGreaterThan(LIST_WINDOW);
    expect(offline).not.toHaveProperty('totalCapped');
  });

  it("answers the window's last page, and refuses the next one with 400 in the caller's language", async () => {
    const last = await page(`name=MANY&pageSize=100&current=${LIST_WINDOW / 100}`);
    expect(last.list).toHaveLength(100);
    const deeper = await get(`?name=MANY&pageSize=100&current=${LIST_WINDOW / 100 + 1}`, 'zh-CN');
    expect(deeper.statusCode).toBe(400);
    expect(envelope<ValidationErrorData>(deeper).data.issues).toEqual([
      { path: 'current', message: '只能翻阅前 1,000 条：请筛选列表，或换个排序方向查看其余记录' },
    ]);
  });

  it('exports every matching row, past the window', async () => {
    const response = await get('/export?format=csv&name=MANY');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(MANY + 1);
  });
});
