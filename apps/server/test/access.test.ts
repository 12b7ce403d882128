import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiCode, ROLES, type Role } from '@console/shared';
import accessPlugin, { type Access } from '../src/plugins/access';
import envelopePlugin from '../src/plugins/envelope';
import { as, envelope, login, useTestApp } from './helper';

/** A role passes a route declared 'authenticated' or one whose role list names it. */
const isAllowed = (access: Access, role: Role) => access === 'authenticated' || (access !== 'public' && access.includes(role));
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace('*', 'x');

describe('access declarations of the real app', () => {
  const ctx = useTestApp('pglite', { login: [] });

  it('every registered /member-api route declares its access', () => {
    const table = ctx.app.accessTable();
    expect(table.length).toBeGreaterThan(10);
    expect(table.filter((route) => route.access === undefined)).toEqual([]);
  });

  it('every protected route refuses a call without a token with 401 + 50008', async () => {
    for (const route of ctx.app.accessTable().filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(envelope(response).code).toBe(ApiCode.illegalToken);
    }
  });

  // Data-driven: an admin-only route added later is covered here without a new test.
  it('every role-restricted route answers 403 + envelope to each role it excludes, and never 403 to a role it allows', async () => {
    for (const route of ctx.app.accessTable().filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      for (const role of ROLES) {
        // A fresh session per call: an allowed call may end its own session (logout).
        const response = await as(ctx.app, await login(ctx.app, role), { method: route.method as 'GET', url: concrete(route.url) });
        const label = `${role}: ${route.method} ${route.url}`;
        if (isAllowed(route.access as Access, role)) expect(response.statusCode, label).not.toBe(403);
        else {
          expect(response.statusCode, label).toBe(403);
          expect(envelope(response).code, label).toBe(ApiCode.forbidden);
        }
      }
    }
  });
});

describe('access plugin', () => {
  const sessions: Record<string, Role> = { 'admin-token': 'admin', 'user-token': 'user' };

  async function appWith(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(envelopePlugin);
    await app.register(accessPlugin, {
      authenticate: async (token) => {
        const role = sessions[token];
        if (!role) throw new Error('unknown token');
        return { sessionId: 1, userId: 1, role, roles: [role] };
      },
    });
    routes(app);
    return app;
  }

  it('lets only the listed roles through, after authentication', async () => {
    const app = await appWith((a) => a.get('/member-api/admin-only', { config: { access: ['admin'] } }, async () => ({ ok: true })));
    const call = (token?: string) =>
      app.inject({ method: 'GET', url: '/member-api/admin-only', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await call('admin-token')).statusCode).toBe(200);
    const denied = await call('user-token');
    expect(denied.statusCode).toBe(403);
    expect(envelope(denied).code).toBe(ApiCode.forbidden);
    expect((await call()).statusCode).toBe(401);
    await app.close();
  });

  it('refuses to start when a /member-api route has no access declaration', async () => {
    const app = await appWith((a) => a.get('/member-api/forgotten', async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow('GET /member-api/forgotten');
  });
});
