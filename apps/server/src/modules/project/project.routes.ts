import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  memberSchema,
  projectActivityPageSchema,
  projectActivityQuerySchema,
  projectArchiveSchema,
  projectCardQuerySchema,
  projectDetailQuerySchema,
  projectDetailSchema,
  projectInputSchema,
  projectPageSchema,
  projectSchema,
  projectUpdateSchema,
} from '@console/shared/project/schemas';
import { z } from 'zod';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createProjectService } from './project.service';
import { createProjectStore } from './project.store';

/** The project cards, the detail page and the team directory (the list contract: docs/decisions/004). */
export const projectRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const projects = createProjectService(
    unitOfWork(db, (tx) => ({ rows: createProjectStore(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['project'];
  const projectEnvelope = { 200: envelopeSchema(projectSchema) };

  app.get(
    '/member/listByCategoryId',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'One page of live projects, by category and keyword',
        querystring: projectCardQuerySchema,
        response: { 200: envelopeSchema(projectPageSchema) },
      },
    },
    async (request) => ok(request, await projects.cards(request.query, request.locale)),
  );

  app.get(
    '/api/project/members',
    {
      config: { access: 'project.read' },
      schema: { tags, summary: 'The team directory', response: { 200: envelopeSchema(z.array(memberSchema)) } },
    },
    async (request) => ok(request, await projects.members(request.locale)),
  );

  app.get(
    '/api/project/detail',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'A project with the figures of its tasks',
        querystring: projectDetailQuerySchema,
        response: { 200: envelopeSchema(projectDetailSchema) },
      },
    },
    async (request) => ok(request, await projects.detail(request.query.id, request.locale)),
  );

  app.get(
    '/api/project/activity',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'Writes to a project and its tasks, newest first',
        querystring: projectActivityQuerySchema,
        response: { 200: envelopeSchema(projectActivityPageSchema) },
      },
    },
    async (request) => {
      const { id, ...page } = request.query;
      return ok(request, await projects.activity(id, page, request.locale));
    },
  );

  app.post(
    '/api/project',
    {
      config: { access: 'project.write' },
      schema: { tags, summary: 'Create a project', body: projectInputSchema, response: projectEnvelope },
    },
    async (request) => ok(request, await projects.create(sessionOf(request), request.body, request.locale)),
  );

  app.put(
    '/api/project/:id',
    {
      config: { access: 'project.write' },
      schema: {
        tags,
        summary: 'Edit a project at the version read (409 when it changed since)',
        params: idParamsSchema,
        body: projectUpdateSchema,
        response: projectEnvelope,
      },
    },
    async (request) =>
      ok(request, await projects.update(sessionOf(request), request.params.id, request.body, request.locale)),
  );

  app.patch(
    '/api/project/:id/archive',
    {
      config: { access: 'project.write' },
      schema: {
        tags,
        summary: 'Archive or restore a project (409 when it changed since)',
        params: idParamsSchema,
        body: projectArchiveSchema,
        response: projectEnvelope,
      },
    },
    async (request) =>
      ok(request, await projects.setArchived(sessionOf(request), request.params.id, request.body, request.locale)),
  );
};
