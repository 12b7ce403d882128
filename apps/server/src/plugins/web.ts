/**
 * Serves the built single-page app: hashed `/assets/*` cached for a year, `index.html` always
 * revalidated, and the history fallback for navigations outside the API. A file goes in the
 * Brotli or gzip copy the build wrote beside it, when the browser takes that encoding: compressing
 * it here again for every request would cost CPU while the browser waits (ADR 029). A missing file (a path
 * whose last segment has an extension) is a 404: answered with the app page, a wrong stylesheet
 * or script link would fail silently in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@console/shared';
import { SSO_META_NAME } from '@console/shared/identity/sso';
import { notFound } from '../lib/app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The last path segment names a file (`x.css`), not a client-side route. */
const FILE_PATH = /\.[a-z0-9]+$/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The app page saying that single sign-on is on, and the provider's name (empty: the generic one),
 * in a `<meta>`: the login page learns it from the page it loads anyway, with no request of its own
 * (docs/decisions/050-single-sign-on.md).
 */
const withSingleSignOn = (html: string, displayName: string | null) =>
  html.replace('</head>', `<meta name="${SSO_META_NAME}" content="${escapeHtml(displayName ?? '')}" /></head>`);

export default fp<{ webDist: string; singleSignOn?: { displayName: string | null } }>(
  async (app, { webDist, singleSignOn }) => {
    if (!existsSync(join(webDist, 'index.html'))) {
      app.log.warn(`no web build at ${webDist} (run \`npm run build\`): serving the API only`);
      return;
    }
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // The app page is the history fallback's, below, which may add to it.
      index: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(join(webDist, 'assets')) ? IMMUTABLE : REVALIDATE);
      },
    });
    const page =
      singleSignOn && withSingleSignOn(readFileSync(join(webDist, 'index.html'), 'utf8'), singleSignOn.displayName);
    app.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith(API_BASE) || path.startsWith('/assets/') || FILE_PATH.test(path)) throw notFound();
      reply.header('cache-control', REVALIDATE);
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
