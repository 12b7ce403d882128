import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@console/shared';
import { chartSnapshotQuerySchema, chartSnapshotSchema } from '@console/shared/chart/schemas';
import { WORKPLACE_CHARTS } from '@console/shared/workplace/charts';
import {
  announcementListSchema,
  contentCategoriesSchema,
  contentDataSchema,
  popularListSchema,
  popularQuerySchema,
  recentVisitListSchema,
  recordVisitSchema,
  workplaceStatsSchema,
} from '@console/shared/workplace/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { createWorkplaceRepository } from './workplace.repository';
import { createWorkplaceService } from './workplace.service';

export const workplaceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const workplace = createWorkplaceService(unitOfWork(db, (tx) => ({ workplace: createWorkplaceRepository(tx) })));
  const tags = ['workplace'];
  const config = { access: 'workplace.read' } as const;
  /** The caller's own records: every signed-in role. */
  const own = { access: 'authenticated' } as const;

  app.get(
    '/api/workplace/stats',
    {
      config: own,
      schema: {
        tags,
        summary: "The banner's six figures for the caller",
        response: { 200: envelopeSchema(workplaceStatsSchema) },
      },
    },
    async (request) => ok(request, await workplace.stats(sessionOf(request))),
  );

  app.get(
    '/api/content-data',
    {
      config,
      schema: {
        tags,
        summary: 'Content items created per day over the last 8 days',
        response: { 200: envelopeSchema(contentDataSchema) },
      },
    },
    async (request) => ok(request, await workplace.contentData()),
  );

  app.get(
    '/api/popular/list',
    {
      config,
      schema: {
        tags,
        summary: 'The 5 most clicked online items of a category',
        querystring: popularQuerySchema,
        response: { 200: envelopeSchema(popularListSchema) },
      },
    },
    async (request) => ok(request, await workplace.popular(request.query.type, request.locale)),
  );

  app.get(
    '/api/workplace/content-categories',
    {
      config,
      schema: {
        tags,
        summary: 'Content items per category',
        response: { 200: envelopeSchema(contentCategoriesSchema) },
      },
    },
    async (request) => ok(request, await workplace.contentCategories()),
  );

  app.get(
    '/api/workplace/charts/:chart',
    {
      config,
      schema: {
        tags,
        summary: "A chart's first view drawn as SVG, at the size the browser measured and in its theme and language",
        params: z.object({ chart: z.enum(WORKPLACE_CHARTS, { error: 'validation.option' }) }),
        querystring: chartSnapshotQuerySchema,
        response: { 200: envelopeSchema(chartSnapshotSchema) },
      },
    },
    async (request) => ok(request, await workplace.chartSnapshot(request.params.chart, request.query, request.locale)),
  );

  app.get(
    '/api/announcements',
    {
      config,
      schema: {
        tags,
        summary: 'The latest announcements, newest first',
        response: { 200: envelopeSchema(announcementListSchema) },
      },
    },
    async (request) => ok(request, await workplace.announcements(request.locale)),
  );

  app.get(
    '/api/user/recent-visits',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's recently visited routes, newest first",
        response: { 200: envelopeSchema(recentVisitListSchema) },
      },
    },
    async (request) => ok(request, await workplace.recentVisits(sessionOf(request))),
  );

  app.post(
    '/api/user/recent-visits',
    {
      config: own,
      schema: {
        tags,
        summary: 'Record a visit to a route of the route table',
        body: recordVisitSchema,
        response: { 200: envelopeSchema(recentVisitListSchema) },
      },
    },
    async (request) => ok(request, await workplace.recordVisit(sessionOf(request), request.body.name)),
  );
};
