/** OpenAPI generated from the routes' zod schemas, and Swagger UI (bundled, works offline). */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@console/shared';
import { markRoutesPublic } from './access';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Console API',
          version: '1.0.0',
          description: 'Every answer is the envelope {code, msg, data}; success code 20000.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });

    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());

    await app.register(async (docs) => {
      markRoutesPublic(docs);
      // Registered under the API base: the page's own links need the full path (`/docs` without a
      // trailing slash links to `<indexPrefix>/docs/static/…`, which the app's fallback would answer).
      await docs.register(swaggerUi, {
        routePrefix: '/docs',
        indexPrefix: API_BASE,
        uiConfig: { docExpansion: 'none' },
      });
    });
  },
  { name: 'docs', dependencies: ['access'] },
);
