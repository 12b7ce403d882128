import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiCode,
  appSettingsSchema,
  envelopeSchema,
  idParamsSchema,
  menuNodeSchema,
  switchRoleSchema,
  userInfoSchema,
} from '@console/shared';
import { AVATAR_MAX_BYTES } from '@console/shared/user-centre/constants';
import {
  avatarUploadSchema,
  changePasswordSchema,
  endedSessionsSchema,
  saveInfoSchema,
  userSessionSchema,
} from '@console/shared/user-centre/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { multipartBoundary } from '../../lib/multipart';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { createUserRepository } from './user.repository';
import { AVATAR_PATH, avatarTooLarge, createUserService } from './user.service';

/** Room for the multipart framing around the largest avatar. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** An uploaded avatar's URL names its bytes: it never changes, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, sessions, throttle }) => {
  const users = createUserService(unitOfWork(db, createUserRepository), sessions, throttle);
  const tags = ['user'];
  const authenticated = { access: 'authenticated' } as const;

  const info = {
    config: authenticated,
    schema: {
      tags,
      summary: 'Profile of the caller with the active role and every role held',
      response: { 200: envelopeSchema(userInfoSchema) },
    },
  };
  const getInfo = async (request: FastifyRequest) => ok(request, await users.info(sessionOf(request)));
  app.get('/member/info', info, getInfo);
  app.route({ method: ['GET', 'POST'], url: '/api/user/info', ...info, handler: getInfo });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/menu',
    config: authenticated,
    schema: {
      tags,
      summary: 'Menu tree of the active role, from the shared route table',
      response: { 200: envelopeSchema(z.array(menuNodeSchema)) },
    },
    handler: async (request) => ok(request, users.menu(sessionOf(request))),
  });

  app.post(
    '/api/user/switch-role',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Change the active role among the roles held',
        body: switchRoleSchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => ok(request, await users.switchRole(sessionOf(request), request.body.role)),
  );

  app.get(
    '/api/user/settings',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Saved app settings (defaults when none)',
        response: { 200: envelopeSchema(appSettingsSchema) },
      },
    },
    async (request) => ok(request, await users.getSettings(sessionOf(request))),
  );

  app.put(
    '/api/user/settings',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Save app settings',
        body: appSettingsSchema,
        response: { 200: envelopeSchema(appSettingsSchema) },
      },
    },
    async (request) => ok(request, await users.saveSettings(sessionOf(request), request.body)),
  );

  app.post(
    '/api/user/password',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "Change the password; ends the account's other sessions",
        body: changePasswordSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await users.changePassword(sessionOf(request), request.body, request.ip);
      return ok(request, null);
    },
  );

  app.post(
    '/api/user/save-info',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Save the basic information; the updated profile',
        body: saveInfoSchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => ok(request, await users.saveInfo(sessionOf(request), request.body)),
  );

  // An upload is a multipart body, read whole (it is small) by this plugin's routes only.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/user/upload',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Replace the avatar: multipart field `file`, a PNG, JPEG or WebP image (by content) of at most 2 MiB',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(avatarUploadSchema) },
      },
      // A declared size over the limit is refused before a byte of the body is read.
      preParsing: async (request) => {
        if (Number(request.headers['content-length']) > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) throw avatarTooLarge();
      },
    },
    async (request) => {
      const boundary = multipartBoundary(request.headers['content-type']);
      if (!boundary || !Buffer.isBuffer(request.body))
        throw new AppError(415, ApiCode.validation, 'errors.unsupportedMediaType');
      return ok(request, await users.uploadAvatar(sessionOf(request), request.body, boundary));
    },
  );

  app.get(
    `${AVATAR_PATH}/:digest`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An uploaded avatar by the digest its URL names',
        params: z.object({ digest: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalid') }),
      },
    },
    async (request, reply) => {
      const { contentType, bytes } = await users.avatar(request.params.digest);
      return reply
        .header('content-type', contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${request.params.digest}"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/api/user/sessions',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "The caller's sessions that still work; `current` marks this one",
        response: { 200: envelopeSchema(z.array(userSessionSchema)) },
      },
    },
    async (request) => ok(request, await users.sessions(sessionOf(request))),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "End one of the caller's sessions (its token then answers 50012)",
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await users.endSession(sessionOf(request), request.params.id);
      return ok(request, null);
    },
  );

  app.delete(
    '/api/user/sessions',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "End the caller's other sessions; how many",
        response: { 200: envelopeSchema(endedSessionsSchema) },
      },
    },
    async (request) => ok(request, await users.endOtherSessions(sessionOf(request))),
  );
};
