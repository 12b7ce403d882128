/**
 * A real OpenID provider for the single sign-on's tests (`oidc-provider`), on loopback: one client
 * registered for the console's callback, the library's development sign-in (any login, any
 * password) and consent pages, and the claims each login stands for, as the test sets them. The
 * server tests drive its pages over HTTP with `signInAtProvider`; the browser tests click them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says of the person behind a login (whose `sub` is the login itself). */
export interface TestClaims {
  email?: string;
  email_verified?: boolean;
  groups?: string[];
  name?: string;
  preferred_username?: string;
}

export interface TestProvider {
  issuer: string;
  /** The console's settings for this provider (`OIDC_*`). */
  env: Record<string, string>;
  /** The claims of the person who types `login` at the provider's sign-in. */
  claims: Map<string, TestClaims>;
  close(): Promise<void>;
}

export const TEST_CLIENT = { id: 'console', secret: 'console-test-secret-0123456789' };

/** Starts a provider whose client comes back to `consoleUrl` (its callback, and its login page after a sign-out). */
export async function startOidcProvider(consoleUrl: string, { port = 0 } = {}): Promise<TestProvider> {
  const claims = new Map<string, TestClaims>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [`${consoleUrl}/member-api/api/user/sso/callback`],
        post_logout_redirect_uris: [`${consoleUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({ ...claims.get(login), sub: login }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_SCOPES: 'openid email profile groups',
    },
    claims,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fields of the page's first form, and where it posts. */
function formOf(html: string, pageUrl: string): { action: string; fields: Record<string, string> } | undefined {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) return undefined;
  const fields: Record<string, string> = {};
  for (const [input] of (form[2] ?? '').matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return { action: new URL(form[1], pageUrl).toString(), fields };
}

/**
 * Signs in at the provider as `login`, from its authorization address to the redirect back to the
 * console: follows its redirects with its cookies, fills its sign-in form and accepts its consent.
 * Answers the address it sends the browser to (the console's callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, consoleUrl: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(consoleUrl)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      init = {};
      continue;
    }
    const form = formOf(await response.text(), url);
    if (!form) throw new Error(`no form and no redirect at ${url} (${response.status})`);
    if (form.fields.prompt === 'login') Object.assign(form.fields, { login, password: 'any' });
    url = form.action;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
    };
  }
  throw new Error('the provider kept redirecting');
}
