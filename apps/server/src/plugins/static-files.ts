/** Avatars and other images the product shows are served by this server, never from elsewhere. */
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@console/shared';
import { markRoutesPublic } from './access';

const staticRoot = fileURLToPath(new URL('../../static', import.meta.url));

export default fp(
  async (app) => {
    await app.register(async (files) => {
      markRoutesPublic(files);
      await files.register(fastifyStatic, { root: staticRoot, prefix: `${API_BASE}/static/`, decorateReply: false, maxAge: '1d' });
    });
  },
  { name: 'static-files', dependencies: ['access'] },
);
