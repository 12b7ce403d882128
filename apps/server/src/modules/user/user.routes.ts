import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiCode } from '@console/shared';
import { AVATAR_MAX_BYTES } from '@console/shared/user-centre/constants';
import { userApi } from '@console/shared/user/contract';
import { AppError } from '../../lib/app-error';
import { multipartBoundary } from '../../lib/multipart';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { MenuService } from '../menu';
import { avatarTooLarge, type UserService } from './user.service';

/** Room for the multipart framing around the largest avatar. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** An uploaded avatar's URL names its bytes: it never changes, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; menus: MenuService }> = async (
  app,
  { users, menus },
) => {
  const info = {
    summary: 'Profile of the caller with the active role and every role held',
    handler: (request: FastifyRequest) => users.info(sessionOf(request)),
  };
  const menu = {
    summary: 'Menu tree of the active role, from the shared route table as the menu layout arranges it',
    handler: (request: FastifyRequest) => menus.menuFor(sessionOf(request), request.locale),
  };

  // An upload is a multipart body, read whole (it is small) by this plugin's routes only.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD },
    (_request, body, done) => done(null, body),
  );

  await implement(app, userApi, {
    info,
    userInfo: info,
    userInfoPost: info,
    menu,
    menuPost: menu,
    switchRole: {
      summary: 'Change the active role among the roles held',
      handler: (request) => users.switchRole(sessionOf(request), request.body.role),
    },
    settings: {
      summary: 'Saved app settings (defaults when none)',
      handler: (request) => users.getSettings(sessionOf(request)),
    },
    saveSettings: {
      summary: 'Save app settings',
      handler: (request) => users.saveSettings(sessionOf(request), request.body),
    },
    changePassword: {
      summary: "Change the password; ends the account's other sessions",
      handler: async (request) => {
        await users.changePassword(sessionOf(request), request.body, request.ip);
        return null;
      },
    },
    saveInfo: {
      summary: 'Save the basic information; the updated profile',
      handler: (request) => users.saveInfo(sessionOf(request), request.body),
    },
    uploadAvatar: {
      summary: 'Replace the avatar: multipart field `file`, a PNG, JPEG or WebP image (by content) of at most 2 MiB',
      handler: async (request) => {
        const boundary = multipartBoundary(request.headers['content-type']);
        if (!boundary || !Buffer.isBuffer(request.body))
          throw new AppError(415, ApiCode.validation, 'errors.unsupportedMediaType');
        return users.uploadAvatar(sessionOf(request), request.body, boundary);
      },
      options: {
        // A declared size over the limit is refused before a byte of the body is read.
        preParsing: async (request) => {
          if (Number(request.headers['content-length']) > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) throw avatarTooLarge();
        },
      },
    },
    avatar: {
      summary: 'An uploaded avatar by the digest its URL names',
      handler: async (request, reply) => {
        const { contentType, bytes } = await users.avatar(request.params.digest);
        return reply
          .header('content-type', contentType)
          .header('cache-control', IMMUTABLE)
          .header('etag', `"${request.params.digest}"`)
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    },
    sessions: {
      summary: "The caller's sessions that still work; `current` marks this one",
      handler: (request) => users.sessions(sessionOf(request)),
    },
    endSession: {
      summary: "End one of the caller's sessions (its token then answers 50012)",
      handler: async (request) => {
        await users.endSession(sessionOf(request), request.params.id);
        return null;
      },
    },
    endOtherSessions: {
      summary: "End the caller's other sessions; how many",
      handler: (request) => users.endOtherSessions(sessionOf(request)),
    },
  });
};
