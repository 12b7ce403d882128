/** OpenAPI generated from the routes' zod schemas, and Swagger UI (bundled, works offline). */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './access';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Console API', version: '1.0.0', description: 'Every answer is the envelope {code, msg, data}; success code 20000.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });

    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());

    await app.register(async (docs) => {
      markRoutesPublic(docs);
      await docs.register(swaggerUi, { routePrefix: '/docs' });
    });
  },
  { name: 'docs', dependencies: ['access'] },
);
