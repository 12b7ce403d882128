import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { userCentreApi } from '@console/shared/user-centre/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { UserService } from '../user';
import type { Platform } from '../../platform';
import { createUserCentreService } from './user-centre.service';
import { createUserCentreStore } from './user-centre.store';

/**
 * The user info's blocks and the user settings' certification, each about the caller only. Each
 * block answers GET and POST, because Arco Design Pro's client posts where ours gets.
 */
export const userCentreRoutes: FastifyPluginAsyncZod<
  Pick<Platform, 'db'> & { users: Pick<UserService, 'avatarOf'> }
> = async (app, { db, users }) => {
  const centre = createUserCentreService(createUserCentreStore(db));
  // Each block's GET and POST share one implementation.
  const myProjects = {
    summary: 'The newest live projects the caller takes part in',
    handler: (request: FastifyRequest) => centre.myProjects(sessionOf(request).userId, request.locale),
  };
  const latestActivity = {
    summary: "The caller's latest writes and finished tasks, newest first",
    handler: async (request: FastifyRequest) => {
      const { userId } = sessionOf(request);
      return centre.latestActivity(userId, await users.avatarOf(userId), request.locale);
    },
  };
  const myTeams = {
    summary: "The caller's teams with their number of people",
    handler: (request: FastifyRequest) => centre.myTeams(sessionOf(request).userId, request.locale),
  };
  const visits = {
    summary: "The caller's visits of the home and project pages, against the period before",
    handler: (request: FastifyRequest) => centre.visits(sessionOf(request).userId, request.locale),
  };
  const certification = {
    summary: "The caller's enterprise authentication (masked) and certification records",
    handler: (request: FastifyRequest) => centre.certification(sessionOf(request).userId, request.locale),
  };

  await implement(app, userCentreApi, {
    myProjects,
    myProjectsPost: myProjects,
    latestActivity,
    latestActivityPost: latestActivity,
    myTeams,
    myTeamsPost: myTeams,
    visits,
    visitsPost: visits,
    certification,
    certificationPost: certification,
    withdrawRecord: {
      summary: 'Withdraw a record still auditing (409 once decided)',
      handler: (request) => centre.withdraw(sessionOf(request).userId, request.params.id, request.locale),
    },
  });
};
