import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectChartApi } from '@console/shared/project/chart-contract';
import { projectApi } from '@console/shared/project/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { createProjectService } from './project.service';
import { createProjectStore } from './project.store';

/** The project cards, the detail page and the team directory (the list contract: docs/decisions/004). */
export const projectRoutes: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const projects = createProjectService(
    unitOfWork(db, (tx) => ({ rows: createProjectStore(tx), audit: createAuditStore(tx) })),
  );

  await implement(app, projectApi, {
    cards: {
      summary: 'One page of live projects, by category and keyword',
      handler: (request) => projects.cards(request.query, request.locale),
    },
    members: {
      summary: 'The team directory',
      handler: (request) => projects.members(request.locale),
    },
    detail: {
      summary: 'A project with the figures of its tasks',
      handler: (request) => projects.detail(request.query.id, request.locale),
    },
    activity: {
      summary: 'Writes to a project and its tasks, newest first',
      handler: (request) => {
        const { id, ...page } = request.query;
        return projects.activity(id, page, request.locale);
      },
    },
    create: {
      summary: 'Create a project',
      handler: (request) => projects.create(sessionOf(request), request.body, request.locale),
    },
    update: {
      summary: 'Edit a project at the version read (409 when it changed since)',
      handler: (request) => projects.update(sessionOf(request), request.params.id, request.body, request.locale),
    },
    archive: {
      summary: 'Archive or restore a project (409 when it changed since)',
      handler: (request) => projects.setArchived(sessionOf(request), request.params.id, request.body, request.locale),
    },
  });
  await implement(app, projectChartApi, {
    chartSnapshot: {
      summary:
        "A chart of the detail's first view drawn as SVG, at the size the browser measured and in its theme and language",
      handler: (request) =>
        projects.chartSnapshot(request.params.id, request.params.chart, request.query, request.locale),
    },
  });
};
