import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('applies the documented defaults, resolving paths from the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      seedDemo: true,
      loginRateLimit: 10,
      webDist: join(REPO_ROOT, 'apps/web/dist'),
    });
  });

  it('keeps the embedded database in memory for :memory:', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).dataDir).toBeNull();
  });

  it('turns demo data off in production and on PostgreSQL, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/console' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reports every problem at once', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'mysql://x', LOGIN_RATE_LIMIT: '0', ADMIN_USERNAME: 'root' };
    const error = (() => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'LOGIN_RATE_LIMIT', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  });
});
