/**
 * Every GET endpoint the API describes (its OpenAPI document, so a new one is measured without
 * being listed here), on PostgreSQL with the demo data, each under 20 concurrent clients for its
 * p99 against 30 ms. Needs BENCH_DATABASE_URL; `BENCH_ONLY=endpoints` runs it alone and
 * BENCH_ENDPOINT_SECONDS sets each run's length.
 */
import type { Figure } from './report';
import { load, onFreshPostgres } from './api';
import { signIn } from '../e2e/support/console-process';
import { startServer, type RunningServer } from './server';

const SECONDS = Number(process.env.BENCH_ENDPOINT_SECONDS ?? 3);
const WARM_UP_S = 1;
const CLIENTS = 20;
const P99_TARGET_MS = 30;
const GROUP = 'GET endpoints postgres';

/** The GET endpoints that are no request and answer, and why. */
const UNMEASURED: Record<string, string> = {
  '/member-api/api/live/stream': 'an event stream: it stays open',
  '/member-api/api/user/sso': 'a redirect to the identity provider, which the bench has none of',
  '/member-api/api/user/sso/callback': 'the identity provider’s return, with a grant only it issues',
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: { type?: string; enum?: (string | number)[]; minimum?: number; pattern?: string };
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

/** A 1×1 PNG: the avatar the bench uploads, so that serving one is measured too. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A value the bench made for the parameter `name` of the endpoints whose path matches `where`. */
interface MadeRecord {
  where: RegExp;
  name: string;
  value: string;
}

/** The records the admin's endpoints read by id, made through the API as a user makes them. */
async function prepare(server: RunningServer, token: string): Promise<MadeRecord[]> {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${server.url}/member-api/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    const body = (await response.json()) as { code: number; data: T };
    if (body.code !== 20000) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const post = <T>(path: string, body: unknown) =>
    call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const document = await post<{ id: number }>('/documents', { name: 'Bench sheet' });
  const conversation = await post<{ id: number }>('/chat/conversations', { title: 'Bench chat' });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'bench.png');
  const { avatar } = await call<{ avatar: string }>('/user/upload', { method: 'POST', body: form });
  const [project] = await call<{ id: number }[]>('/user/my-project/list');
  return [
    { where: /\/documents\/\{id\}/, name: 'id', value: String(document.id) },
    { where: /\/chat\/conversations\/\{id\}/, name: 'id', value: String(conversation.id) },
    { where: /\/project\//, name: 'id', value: String(project!.id) },
    { where: /\/avatar\/\{digest\}/, name: 'digest', value: avatar.slice(avatar.lastIndexOf('/') + 1) },
  ];
}

/** A value the schema accepts: the record made for it, the first of an enum, the least number. */
function valueOf(path: string, { name, schema }: Parameter, records: readonly MadeRecord[]): string {
  const record = records.find((r) => r.name === name && r.where.test(path));
  if (record) return record.value;
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (name === 'q') return '设计';
  throw new Error(`${path}: no value for the parameter ${name}`);
}

/** The URL of each GET endpoint with every required parameter filled. */
function requestsOf(api: OpenApi, records: readonly MadeRecord[]): { path: string; url: string }[] {
  return Object.entries(api.paths)
    .filter(([path, operations]) => operations.get && !(path in UNMEASURED))
    .map(([path, operations]) => {
      let url = path;
      const query = new URLSearchParams();
      for (const parameter of operations.get!.parameters ?? []) {
        if (!parameter.required && parameter.in !== 'path') continue;
        const value = valueOf(path, parameter, records);
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
        else if (parameter.in === 'query') query.set(parameter.name, value);
      }
      return { path, url: query.size ? `${url}?${query}` : url };
    });
}

export async function measureEndpoints(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  return onFreshPostgres(options.postgresUrl, 'the GET endpoints', async (databaseUrl) => {
    const server = await startServer({ root: options.root, port: options.port, databaseUrl });
    try {
      const token = await signIn(server.url, 'admin', 'admin');
      const api = (await (await fetch(`${server.url}/member-api/openapi.json`)).json()) as OpenApi;
      const requests = requestsOf(api, await prepare(server, token));
      console.log(`${requests.length} GET endpoints, ${CLIENTS} clients, ${SECONDS} s each…`);
      const figures: Figure[] = [];
      for (const { path, url } of requests) {
        await load(server, url, token, CLIENTS, WARM_UP_S);
        const result = await load(server, url, token, CLIENTS, SECONDS);
        const refused = result.non2xx + result.errors;
        figures.push({
          group: GROUP,
          name: `${path.replace('/member-api', '')} p99`,
          value: result.latency.p99,
          unit: 'ms',
          target: P99_TARGET_MS,
          better: 'lower',
          note: `${Math.round(result.requests.average)} req/s${refused ? `, ${refused} failed` : ''}`,
        });
      }
      for (const [path, why] of Object.entries(UNMEASURED)) {
        figures.push({
          group: GROUP,
          name: path.replace('/member-api', ''),
          value: null,
          unit: 'ms',
          better: 'lower',
          note: `not measured: ${why}`,
        });
      }
      return figures;
    } finally {
      await server.stop();
    }
  });
}
