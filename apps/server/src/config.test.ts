import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

/** The message of the configuration error `env` makes; '' when it is valid. */
const messageOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (thrown) {
    return (thrown as ConfigError).message;
  }
  return '';
};

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
      searchBudgetMs: 250,
      shutdown: { drainMs: 0, timeoutMs: 30_000 },
      webDist: join(REPO_ROOT, 'apps/web/dist'),
    });
  });

  it('reads the drain and the deadline of a stop signal in seconds', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' }).shutdown).toEqual({
      drainMs: 5000,
      timeoutMs: 60_000,
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
    const env = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      LOGIN_RATE_LIMIT: '0',
      ADMIN_USERNAME: 'root',
      SEARCH_BUDGET_MS: '60001',
      SHUTDOWN_DRAIN_SECONDS: '301',
      SHUTDOWN_TIMEOUT_SECONDS: '0',
    };
    const error = (() => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    const names = [
      'PORT',
      'DATABASE_URL',
      'LOGIN_RATE_LIMIT',
      'ADMIN_PASSWORD',
      'SEARCH_BUDGET_MS',
      'SHUTDOWN_DRAIN_SECONDS',
    ];
    for (const name of [...names, 'SHUTDOWN_TIMEOUT_SECONDS']) expect(message).toContain(name);
  });

  it("reads the passkeys' relying party: none by default (localhost only), an id with its https origin, or listed origins", () => {
    expect(loadConfig({}).webauthn).toEqual({ rpId: undefined, origins: [], rpName: 'Arco Console' });
    expect(loadConfig({ WEBAUTHN_RP_ID: 'Console.Example.com' }).webauthn).toEqual({
      rpId: 'console.example.com',
      origins: ['https://console.example.com'],
      rpName: 'Arco Console',
    });
    const listed = loadConfig({
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGINS: 'https://console.example.com, http://localhost.example.com:8080',
      WEBAUTHN_RP_NAME: 'Ops',
    }).webauthn;
    expect(listed).toEqual({
      rpId: 'example.com',
      origins: ['https://console.example.com', 'http://localhost.example.com:8080'],
      rpName: 'Ops',
    });
    const refusal = (env: Record<string, string>) => () => loadConfig(env);
    expect(refusal({ WEBAUTHN_RP_ID: '127.0.0.1' })).toThrow(/WEBAUTHN_RP_ID: must be a domain name/);
    expect(refusal({ WEBAUTHN_ORIGINS: 'https://example.com' })).toThrow(/WEBAUTHN_ORIGINS needs WEBAUTHN_RP_ID/);
    expect(refusal({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.org' })).toThrow(
      /one of its subdomains/,
    );
    expect(refusal({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.com/login' })).toThrow(
      /must be an origin/,
    );
  });

  it('uses the built-in assistant without AI settings, and a provider with them', () => {
    expect(loadConfig({}).assistant).toEqual({
      provider: undefined,
      ratePerMinute: 20,
      stallMs: 30_000,
      revealPieceMs: 20,
    });
    const env = {
      AI_BASE_URL: 'https://llm.example/v1/',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-secret',
      AI_RATE_LIMIT: '5',
      AI_STALL_SECONDS: '10',
    };
    expect(loadConfig(env).assistant).toEqual({
      provider: { baseUrl: 'https://llm.example/v1', apiKey: 'sk-secret', model: 'gpt-4o-mini' },
      ratePerMinute: 5,
      stallMs: 10_000,
      revealPieceMs: 20,
    });
    expect(
      loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' }).assistant.provider?.apiKey,
    ).toBeUndefined();
  });

  it('refuses incomplete or malformed AI settings without repeating the key', () => {
    expect(messageOf({ AI_BASE_URL: 'https://llm.example/v1' })).toContain('AI_MODEL');
    expect(messageOf({ AI_MODEL: 'gpt-4o-mini' })).toContain('AI_MODEL');
    expect(messageOf({ AI_BASE_URL: 'ftp://llm.example', AI_MODEL: 'm' })).toContain('AI_BASE_URL');
    const keyOnly = messageOf({ AI_API_KEY: 'sk-secret' });
    expect(keyOnly).toContain('AI_API_KEY');
    expect(keyOnly).not.toContain('sk-secret');
  });

  it('reads single sign-on as three settings together, an http:// provider only on loopback, and the role map', () => {
    const provider = { OIDC_ISSUER: 'https://id.example/', OIDC_CLIENT_ID: 'console', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig({}).sso).toBeUndefined();
    expect(loadConfig({ ...provider, PUBLIC_URL: 'https://console.example/' })).toMatchObject({
      publicUrl: 'https://console.example',
      sso: {
        issuer: 'https://id.example',
        scopes: 'openid email profile',
        createAccounts: false,
        displayName: undefined,
        roleMapping: undefined,
      },
    });
    expect(messageOf({ OIDC_ISSUER: 'https://id.example' })).toContain('must be set together');
    expect(messageOf({ ...provider, OIDC_ISSUER: 'http://id.example' })).toContain('OIDC_ISSUER');
    expect(loadConfig({ ...provider, OIDC_ISSUER: 'http://127.0.0.1:4000' }).sso?.issuer).toBe('http://127.0.0.1:4000');
    const mapped = { ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'console-admins:admin, staff : user' };
    expect(loadConfig(mapped).sso?.roleMapping).toEqual({
      claim: 'groups',
      map: [
        { value: 'console-admins', role: 'admin' },
        { value: 'staff', role: 'user' },
      ],
    });
    expect(messageOf({ ...mapped, OIDC_ROLE_MAP: 'admin' })).toContain('OIDC_ROLE_MAP');
    expect(messageOf({ ...provider, OIDC_ROLE_CLAIM: 'groups' })).toContain('OIDC_ROLE_MAP');
  });

  it('traces only with an OTLP endpoint, which must be an http(s) URL, under the service name arco-console by default', () => {
    expect(loadConfig({ OTEL_SERVICE_NAME: 'console-eu' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'arco-console',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example/otlp', OTEL_SERVICE_NAME: 'console-eu' }).tracing,
    ).toEqual({ endpoint: 'https://otlp.example/otlp', serviceName: 'console-eu' });
    for (const endpoint of ['collector:4318', 'grpc://collector:4317', 'http://[collector']) {
      expect(messageOf({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }), endpoint).toContain(
        'OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:// or https:// URL',
      );
    }
  });

  it('has every variable documented in the README and in the environment file of the deployment', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const envFile = readFileSync(join(REPO_ROOT, 'deploy/console.env'), 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(readme, name).toContain(`\`${name}\``);
      expect(envFile, name).toMatch(new RegExp(`^#?${name}=`, 'm'));
    }
  });
});
