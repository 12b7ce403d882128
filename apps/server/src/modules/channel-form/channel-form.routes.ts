import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@console/shared';
import {
  channelFormDraftInputSchema,
  channelFormDraftSchema,
  channelFormSchema,
  channelFormSubmitSchema,
} from '@console/shared/channel-form/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createChannelFormRepository } from './channel-form.repository';
import { createChannelFormService } from './channel-form.service';

/** The step form's submission and draft, and the result page's latest form. */
export const channelFormRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const forms = createChannelFormService(
    unitOfWork(db, (tx) => ({ forms: createChannelFormRepository(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['channel-form'];

  app.post(
    '/api/channel-form/submit',
    {
      config: { access: 'channelForm.submit' },
      schema: {
        tags,
        summary: 'Submit a channel form (clears the caller’s draft)',
        body: channelFormSubmitSchema,
        response: { 200: envelopeSchema(channelFormSchema) },
      },
    },
    async (request) => ok(request, await forms.submit(sessionOf(request), request.body.data, request.locale)),
  );

  app.get(
    '/api/channel-form/draft',
    {
      config: { access: 'channelForm.submit' },
      schema: {
        tags,
        summary: 'The caller’s unfinished channel form (null when none)',
        response: { 200: envelopeSchema(channelFormDraftSchema.nullable()) },
      },
    },
    async (request) => ok(request, await forms.draft(sessionOf(request))),
  );

  app.put(
    '/api/channel-form/draft',
    {
      config: { access: 'channelForm.submit' },
      schema: {
        tags,
        summary: 'Save the caller’s unfinished channel form',
        body: channelFormDraftInputSchema,
        response: { 200: envelopeSchema(channelFormDraftSchema) },
      },
    },
    async (request) => ok(request, await forms.saveDraft(sessionOf(request), request.body)),
  );

  app.get(
    '/api/channel-form/latest',
    {
      config: { access: 'channelForm.read' },
      schema: {
        tags,
        summary: 'The caller’s latest channel form and where it stands (null when none)',
        response: { 200: envelopeSchema(channelFormSchema.nullable()) },
      },
    },
    async (request) => ok(request, await forms.latest(sessionOf(request), request.locale)),
  );
};
