import { describe, expect, it } from 'vitest';
import { DRIVERS, bearer, envelope, useTestApp } from './helper';

const TOKEN = 'metrics-token-of-the-test';

describe.each(DRIVERS)('/metrics on %s', (driver) => {
  const ctx = useTestApp(driver, { env: { METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: '1' }, login: ['user'] });
  const scrape = (headers: Record<string, string> = bearer(TOKEN)) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers });

  it('answers only the metrics token', async () => {
    for (const headers of [{}, bearer('metrics-token-of-someone-else'), bearer(ctx.user)]) {
      const refused = await scrape({ ...headers, 'accept-language': 'en-US' });
      expect(refused.statusCode).toBe(401);
      expect(envelope(refused).msg).toBe('Send the metrics token as a bearer token');
    }
  });

  it('has every series: latency per route and status, connections, streams, bus lag, event loop, throttle refusals', async () => {
    await ctx.app.inject({ method: 'GET', url: '/member-api/api/user/info', headers: bearer(ctx.user) });
    const wrong = {
      method: 'POST' as const,
      url: '/member-api/api/user/login',
      payload: { username: 'admin', password: 'nope' },
    };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ctx.app.inject(wrong)).statusCode);
    expect(statuses).toContain(429);
    await ctx.app.live.bus.publish({ type: 'test.metrics', data: null, transient: true });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/member-api\/api\/user\/info",status_code="200"\} 1\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/member-api\/api\/user\/login",status_code="429"\} [1-9]/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="idle"\} \d/);
    expect(text).toMatch(/db_pool_waiting_queries \d/);
    expect(text).toMatch(/live_streams_open 0\n/);
    await expect.poll(async () => (await scrape()).body).toMatch(/live_bus_lag_seconds_count [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/login_throttle_refusals_total\{scope="login"\} [1-9]/);
  });
});
