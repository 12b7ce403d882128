import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import { SEARCH_TYPE_BUDGET_MS } from '@console/shared/search/constants';
import { TOTP } from '@console/shared/identity/constants';

/** `DATA_DIR` value that keeps the embedded database in memory (tests). */
export const IN_MEMORY = ':memory:';

/** pino's levels, least severe first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const positiveInt = z.coerce.number().int().positive();
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
  .transform((url) => url.replace(/\/+$/, ''));

/** Hosts an `http://` OpenID provider may be on: only this machine (a provider a test starts). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const loopbackHttp = (url: string) => url.startsWith('http://') && LOOPBACK.has(new URL(url).hostname);

/** `OIDC_ROLE_MAP`: `value:role` pairs, comma-separated (`console-admins:admin,staff:user`). */
const roleMap = z
  .string()
  .regex(/^\s*[^:,]+:[^:,]+\s*(,\s*[^:,]+:[^:,]+\s*)*$/, 'must be claim-value:role pairs, comma-separated')
  .transform((text) =>
    text.split(',').map((pair) => {
      const [value = '', role = ''] = pair.split(':').map((part) => part.trim());
      return { value, role };
    }),
  );

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(7 * 24 * 60),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_ADDRESS_RATE_LIMIT: positiveInt.default(100),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_RATE_LIMIT: positiveInt.default(20),
  AI_STALL_SECONDS: positiveInt.default(30),
  LIVE_HEARTBEAT_SECONDS: positiveInt.max(300).default(15),
  MONITOR_SIMULATOR: booleanFlag.optional(),
  SEARCH_BUDGET_MS: positiveInt.max(60_000).default(SEARCH_TYPE_BUDGET_MS),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl
    .refine((url) => URL.canParse(url), 'must be an http:// or https:// URL')
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(255).default('arco-console'),
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name (browsers refuse an IP address)')
    .optional(),
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each must be an origin: http(s)://host[:port], no path'))
        .min(1),
    )
    .optional(),
  WEBAUTHN_RP_NAME: z.string().trim().min(1).max(64).default(TOTP.issuer),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(320).default('Arco Console <no-reply@localhost>'),
  PUBLIC_URL: httpUrl.optional(),
  OIDC_ISSUER: httpUrl
    .refine((url) => url.startsWith('https://') || loopbackHttp(url), 'must be https:// (http:// only on loopback)')
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  OIDC_CREATE_ACCOUNTS: booleanFlag.default(false),
  OIDC_ROLE_CLAIM: z.string().trim().min(1).optional(),
  OIDC_ROLE_MAP: roleMap.optional(),
});
type Env = z.infer<typeof envObject>;

/**
 * The refinement that the settings `names` are set together or not at all, reported on the last.
 * It is checked even when other variables are invalid, so every problem is reported at once.
 */
const setTogether = (...names: (keyof Env)[]) =>
  [
    (env: Env) => new Set(names.map((name) => env[name] === undefined)).size === 1,
    {
      message: `${names.slice(0, -1).join(', ')} and ${names.at(-1)} must be set together`,
      path: names.slice(-1),
      when: () => true,
    },
  ] as const;

const envSchema = envObject
  .refine(...setTogether('ADMIN_USERNAME', 'ADMIN_PASSWORD'))
  .refine(...setTogether('AI_BASE_URL', 'AI_MODEL'))
  .refine((env) => env.AI_API_KEY === undefined || env.AI_BASE_URL !== undefined, {
    message: 'AI_API_KEY needs AI_BASE_URL and AI_MODEL',
    path: ['AI_API_KEY'],
    when: () => true,
  })
  .refine((env) => env.WEBAUTHN_ORIGINS === undefined || env.WEBAUTHN_RP_ID !== undefined, {
    message: 'WEBAUTHN_ORIGINS needs WEBAUTHN_RP_ID',
    path: ['WEBAUTHN_ORIGINS'],
    when: () => true,
  })
  .refine(
    ({ WEBAUTHN_RP_ID: rpId, WEBAUTHN_ORIGINS: origins }) =>
      rpId === undefined || (origins ?? []).every((origin) => withinRpId(new URL(origin).hostname, rpId)),
    {
      message: "each origin's host must be WEBAUTHN_RP_ID or one of its subdomains",
      path: ['WEBAUTHN_ORIGINS'],
      when: (payload) => {
        const origins = (payload.value as { WEBAUTHN_ORIGINS?: unknown }).WEBAUTHN_ORIGINS;
        return Array.isArray(origins) && origins.every((origin) => URL.canParse(String(origin)));
      },
    },
  )
  .refine(...setTogether('OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'))
  .refine(...setTogether('OIDC_ROLE_CLAIM', 'OIDC_ROLE_MAP'));

/** Whether a page on `hostname` may use passkeys of the relying party `rpId` (WebAuthn's registrable suffix rule). */
export const withinRpId = (hostname: string, rpId: string) => hostname === rpId || hostname.endsWith(`.${rpId}`);

/**
 * Single sign-on with an OpenID provider (docs/decisions/050-single-sign-on.md); the client secret
 * stays on the server and is never logged.
 */
export interface SingleSignOnConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button; without one the button says "single sign-on". */
  displayName: string | undefined;
  scopes: string;
  /** A verified e-mail that matches no account creates one, of the `user` role. */
  createAccounts: boolean;
  /** The claim whose values choose the account's roles at each sign-on, and which value gives which role. */
  roleMapping: { claim: string; map: { value: string; role: string }[] } | undefined;
}

/** An OpenAI-compatible chat-completions provider; the key stays on the server and is never logged. */
export interface AssistantProvider {
  /** Without the trailing slash: completions go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as the bearer token; some local servers need none. */
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login limits per address). */
  trustProxy: boolean;
  /** Absolute data directory of the embedded database, or null to keep it in memory. */
  dataDir: string | null;
  databaseUrl: string | undefined;
  /** Redis for the login throttle's counters, shared by every process (else the database, or memory when embedded). */
  redisUrl: string | undefined;
  /** Seed the demo accounts and data into an empty database. */
  seedDemo: boolean;
  /** First administrator created on an empty database outside demo mode. */
  initialAdmin: { username: string; password: string } | undefined;
  sessionIdleMinutes: number;
  /** A session ends this long after its sign-in, however active. */
  sessionAbsoluteDays: number;
  /** Failed password checks allowed per (username, address) before the back-off starts. */
  loginRateLimit: number;
  /** Failed password checks allowed per address, whatever the username. */
  loginAddressRateLimit: number;
  logLevel: LogLevel;
  webDist: string;
  assistant: AssistantConfig;
  /** A comment line goes down every open live stream this often, so proxies keep it open. */
  liveHeartbeatSeconds: number;
  /** Simulated chat and audience in the monitor's studio while it has viewers (docs/decisions/022-live-channel.md). */
  monitorSimulator: boolean;
  /** How long each kind's query of the global search may take before the answer goes without it. */
  searchBudgetMs: number;
  /** The bearer token `/metrics` takes; without one the process keeps no metrics (README, "Metrics"). */
  metricsToken: string | undefined;
  /** Traces of the requests; undefined without `OTEL_EXPORTER_OTLP_ENDPOINT`, and then no part of the SDK loads. */
  tracing: TracingConfig | undefined;
  /**
   * The passkeys' relying party (docs/decisions/048-passkeys.md): its id (a domain, never an IP
   * address) and the origins pages sign in from. Without an id, a request to `localhost` is its own
   * relying party, and passkeys are off on any other host.
   */
  webauthn: { rpId: string | undefined; origins: string[]; rpName: string };
  /**
   * Mail (a password reset's link): over SMTP when `smtpUrl` is set; else, in demo mode, kept in the
   * administrators' outbox and the log; else not at all (docs/decisions/049-password-reset-by-mail.md).
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** The console's address as browsers reach it (links it gives out); without it, each request's own origin. */
  publicUrl: string | undefined;
  /** Single sign-on; undefined when not configured (the login page offers none). */
  sso: SingleSignOnConfig | undefined;
  /** What a stop signal does (README, "Stopping a process"). */
  shutdown: {
    /** How long the node keeps serving, not ready, before it stops taking connections. */
    drainMs: number;
    /** How long its requests in flight may take to finish before the process exits regardless. */
    timeoutMs: number;
  };
}

/** Where the traces go (docs/decisions/053-traces.md). */
export interface TracingConfig {
  /** The collector's base URL, without the trailing slash: spans are posted to `{endpoint}/v1/traces`. */
  endpoint: string;
  /** The `service.name` of every span. */
  serviceName: string;
}

export interface AssistantConfig {
  /** The provider; without one the built-in assistant answers from the console's own data. */
  provider: AssistantProvider | undefined;
  /** Completions one account may ask for per minute (429 above). */
  ratePerMinute: number;
  /** An answer that receives nothing from the provider for this long fails. */
  stallMs: number;
  /** The built-in assistant streams its answer a few characters this often, the way a provider does (0: all at once, for tests). */
  revealPieceMs: number;
}

/** The built-in assistant's pace: about 150 characters a second. */
const REVEAL_PIECE_MS = 20;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Every variable the server reads (deploy/console.env lists each one). */
export const CONFIG_VARIABLES = Object.keys(envObject.shape);

/** Validates the environment once; reports every problem at the same time. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = e.DATABASE_URL === undefined;
  const seedDemo = e.SEED_DEMO ?? (embedded && e.NODE_ENV !== 'production');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: e.DATA_DIR === IN_MEMORY ? null : fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    seedDemo,
    initialAdmin:
      e.ADMIN_USERNAME !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST),
    assistant: {
      provider:
        e.AI_BASE_URL !== undefined && e.AI_MODEL !== undefined
          ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
          : undefined,
      ratePerMinute: e.AI_RATE_LIMIT,
      stallMs: e.AI_STALL_SECONDS * 1000,
      revealPieceMs: REVEAL_PIECE_MS,
    },
    liveHeartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    // Demo data comes alive by default, except under a test runner.
    monitorSimulator: e.MONITOR_SIMULATOR ?? (seedDemo && e.NODE_ENV !== 'test'),
    searchBudgetMs: e.SEARCH_BUDGET_MS,
    metricsToken: e.METRICS_TOKEN,
    tracing:
      e.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
        ? undefined
        : { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    publicUrl: e.PUBLIC_URL,
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID,
      origins: e.WEBAUTHN_RP_ID === undefined ? [] : (e.WEBAUTHN_ORIGINS ?? [`https://${e.WEBAUTHN_RP_ID}`]),
      rpName: e.WEBAUTHN_RP_NAME,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sso:
      e.OIDC_ISSUER !== undefined && e.OIDC_CLIENT_ID !== undefined && e.OIDC_CLIENT_SECRET !== undefined
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            displayName: e.OIDC_DISPLAY_NAME,
            scopes: e.OIDC_SCOPES,
            createAccounts: e.OIDC_CREATE_ACCOUNTS,
            roleMapping:
              e.OIDC_ROLE_CLAIM !== undefined && e.OIDC_ROLE_MAP !== undefined
                ? { claim: e.OIDC_ROLE_CLAIM, map: e.OIDC_ROLE_MAP }
                : undefined,
          }
        : undefined,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
  };
}
