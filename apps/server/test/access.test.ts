import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiCode, builtinGrant, type BuiltinRole } from '@console/shared';
import accessPlugin from '../src/plugins/access';
import envelopePlugin from '../src/plugins/envelope';
import { envelope } from './helper';

describe('access plugin', () => {
  const sessions: Record<string, BuiltinRole> = {
    'admin-token': 'admin',
    'user-token': 'user',
    'temporary-token': 'admin',
    'unenrolled-token': 'admin',
  };

  async function appWith(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(envelopePlugin);
    await app.register(accessPlugin, {
      authenticate: async (token) => {
        const role = sessions[token];
        if (!role) throw new Error('unknown token');
        return {
          sessionId: 1,
          userId: 1,
          ...builtinGrant(role),
          roles: [role],
          mustChangePassword: token === 'temporary-token',
          mustEnrolSecondFactor: token === 'unenrolled-token',
          endsAt: new Date(Date.now() + 60_000),
          signInMethod: 'password',
        };
      },
    });
    routes(app);
    return app;
  }

  it('lets only the roles holding the permission through, after authentication', async () => {
    const app = await appWith((a) =>
      a.get('/member-api/admin-only', { config: { access: 'audit.read' } }, async () => ({ ok: true })),
    );
    const call = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/member-api/admin-only',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await call('admin-token')).statusCode).toBe(200);
    const denied = await call('user-token');
    expect(denied.statusCode).toBe(403);
    expect(envelope(denied).code).toBe(ApiCode.forbidden);
    expect((await call()).statusCode).toBe(401);
    await app.close();
  });

  it.each([
    ['a temporary password', 'temporary-token', 'Replace the temporary password before you continue'],
    ['a second factor to set up', 'unenrolled-token', 'Set up two-step verification before you continue'],
  ])('lets a session with %s reach only the anySession routes', async (_, token, message) => {
    const app = await appWith((a) => {
      a.get('/member-api/profile', { config: { access: 'anySession' } }, async () => ({ ok: true }));
      a.get('/member-api/own', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
      a.get('/member-api/admin-only', { config: { access: 'audit.read' } }, async () => ({ ok: true }));
    });
    const call = (url: string, bearer: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en-US' } });
    expect((await call('/member-api/profile', token)).statusCode).toBe(200);
    for (const url of ['/member-api/own', '/member-api/admin-only']) {
      const refused = await call(url, token);
      expect(refused.statusCode, url).toBe(403);
      expect(envelope(refused)).toMatchObject({ code: ApiCode.forbidden, msg: message });
      expect((await call(url, 'admin-token')).statusCode, url).toBe(200);
    }
    await app.close();
  });

  it('refuses to start when a /member-api route has no access declaration', async () => {
    const app = await appWith((a) => a.get('/member-api/forgotten', async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow('GET /member-api/forgotten');
  });
});
