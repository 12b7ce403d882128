import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workplaceApi } from '@console/shared/workplace/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { WorkplaceService } from './workplace.service';

/** The Workplace dashboard's endpoints: its blocks, and the caller's own figures and recent visits. */
export const workplaceRoutes: FastifyPluginAsyncZod<{ workplace: WorkplaceService }> = async (app, { workplace }) => {
  await implement(app, workplaceApi, {
    stats: {
      summary: "The banner's six figures for the caller",
      handler: (request) => workplace.stats(sessionOf(request)),
    },
    contentData: {
      summary: 'Content items created per day over the last 8 days',
      handler: () => workplace.contentData(),
    },
    popular: {
      summary: 'The 5 most clicked online items of a category',
      handler: (request) => workplace.popular(request.query.type, request.locale),
    },
    contentCategories: {
      summary: 'Content items per category',
      handler: () => workplace.contentCategories(),
    },
    chartSnapshot: {
      summary: "A chart's first view drawn as SVG, at the size the browser measured and in its theme and language",
      handler: (request) => workplace.chartSnapshot(request.params.chart, request.query, request.locale),
    },
    announcements: {
      summary: 'The latest announcements, newest first',
      handler: (request) => workplace.announcements(request.locale),
    },
    recentVisits: {
      summary: "The caller's recently visited routes, newest first",
      handler: (request) => workplace.recentVisits(sessionOf(request)),
    },
    recordVisit: {
      summary: 'Record a visit to a route of the route table',
      handler: (request) => workplace.recordVisit(sessionOf(request), request.body.name),
    },
  });
};
