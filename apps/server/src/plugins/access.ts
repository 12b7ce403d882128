/**
 * Who may call what. Every `/member-api` route declares `config.access`: `public`,
 * `authenticated` (any signed-in role, for the caller's own data) or a permission of the shared
 * table (docs/permissions.md). A route without a declaration stops the server from starting, so a
 * new endpoint cannot forget it. Authentication happens in `onRequest`, before the body is read.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { API_BASE, ApiCode, can } from '@console/shared';
import type { Access } from '@console/shared/api/contract';
import { forbidden, unauthorized } from '../lib/app-error';
import type { SessionContext } from '../lib/session-context';

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session; set on every route that is not public. */
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** Every registered API route with its declared access and its schema (tests, docs). */
    accessTable(): AccessEntry[];
  }
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export interface AccessPluginOptions {
  authenticate(token: string): Promise<SessionContext>;
}

/** Routes registered inside a context that calls this are public (third-party plugins). */
export function markRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}

export default fp<AccessPluginOptions>(
  async (app, { authenticate }) => {
    const apiRoutes: RouteOptions[] = [];
    app.decorateRequest('session', null);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_BASE)) return;
      apiRoutes.push(route);
      // The OpenAPI document shows public routes without the bearer requirement.
      if (route.config?.access === 'public') route.schema = { ...route.schema, security: [] };
    });

    const table = (): AccessEntry[] =>
      apiRoutes.flatMap((route) =>
        [route.method]
          .flat()
          .map((method) => ({ method, url: route.url, access: route.config?.access, schema: route.schema })),
      );
    app.decorate('accessTable', table);

    // Checked once every plugin has registered (onRoute hooks of child contexts run later).
    app.addHook('onReady', async () => {
      const undeclared = table().filter((entry) => entry.access === undefined);
      if (undeclared.length) {
        const list = undeclared.map((e) => `${e.method} ${e.url}`).join(', ');
        throw new Error(`Routes without config.access (public, authenticated or a permission): ${list}`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized(ApiCode.illegalToken, 'errors.tokenMissing');
      request.session = await authenticate(token);
      if (access === 'anySession') return;
      if (request.session.mustChangePassword) throw forbidden('errors.passwordChangeRequired');
      if (request.session.mustEnrolSecondFactor) throw forbidden('errors.secondFactorEnrolRequired');
      if (access !== 'authenticated' && !can(request.session, access)) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['envelope'] },
);

/** The session of a route that is not public (set by the access hook before the handler). */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw new Error('sessionOf() called on a public route');
  return request.session;
}
