import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelFormApi } from '@console/shared/channel-form/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { createChannelFormStore } from './channel-form.store';
import { createChannelFormService } from './channel-form.service';

/** The step form's submission and draft, and the result page's latest form. */
export const channelFormRoutes: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const forms = createChannelFormService(
    unitOfWork(db, (tx) => ({ forms: createChannelFormStore(tx), audit: createAuditStore(tx) })),
  );

  await implement(app, channelFormApi, {
    submit: {
      summary: 'Submit a channel form (clears the caller’s draft)',
      handler: (request) => forms.submit(sessionOf(request), request.body.data, request.locale),
    },
    draft: {
      summary: 'The caller’s unfinished channel form (null when none)',
      handler: (request) => forms.draft(sessionOf(request)),
    },
    saveDraft: {
      summary: 'Save the caller’s unfinished channel form',
      handler: (request) => forms.saveDraft(sessionOf(request), request.body),
    },
    latest: {
      summary: 'The caller’s latest channel form and where it stands (null when none)',
      handler: (request) => forms.latest(sessionOf(request), request.locale),
    },
  });
};
