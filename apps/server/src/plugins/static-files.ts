/** Avatars and other images the product shows are served by this server, never from elsewhere. */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@console/shared';
import { STATIC_DIR } from '../paths';
import { markRoutesPublic } from './access';

export default fp(
  async (app) => {
    await app.register(async (files) => {
      markRoutesPublic(files);
      await files.register(fastifyStatic, {
        root: STATIC_DIR,
        prefix: `${API_BASE}/static/`,
        decorateReply: false,
        maxAge: '1d',
      });
    });
  },
  { name: 'static-files', dependencies: ['access'] },
);
