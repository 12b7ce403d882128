import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteResultSchema, envelopeSchema, textSchema } from '@console/shared';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import {
  documentCreateSchema,
  documentExportQuerySchema,
  documentFillQuerySchema,
  documentFillSchema,
  documentImportQuerySchema,
  documentImportResultSchema,
  documentParamsSchema,
  documentRenameSchema,
  documentSaveSchema,
  documentSchema,
  documentSummarySchema,
} from '@console/shared/document/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { cellsOf, headersOf, sendRows, type Cell } from '../../kit/export-file';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { policyExport } from '../policy/policy.export';
import { createPolicyService } from '../policy/policy.service';
import { createPolicyStore } from '../policy/policy.store';
import { taskExport } from '../task/task.export';
import { createTaskService } from '../task/task.service';
import { createTaskStore } from '../task/task.store';
import { createSheetImporter } from './document.import';
import { createDocumentService } from './document.service';
import { createDocumentStore } from './document.store';

/** A cell that is a number in canonical form goes out as a number; any other text as text. */
const asCell = (text: string): Cell => (text !== '' && String(Number(text)) === text ? Number(text) : text);

/** Spreadsheet documents of `/docs/excel` (docs/decisions/018): each account's own. */
export const documentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const documents = createDocumentService(createDocumentStore(db), createSheetImporter());
  const policies = createPolicyService(
    unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditRepository(tx) })),
  );
  const tasks = createTaskService(
    unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditRepository(tx) })),
  );
  const tags = ['document'];
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  // A document answers with every cell, up to 500,000: checking each against the response schema
  // held the event loop for half a second (docs/decisions/035). Its content was checked as it came
  // in (a save, an import) and its fields are mapped one by one (document.service.ts): it is sent
  // as it is. The schemas still describe the answers in the API docs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // An import is the file itself, not JSON: this plugin's routes read it as bytes.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_LIMITS.importBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/documents',
    {
      config: { access: 'document.read' },
      schema: {
        tags,
        summary: 'The caller’s documents, last saved first',
        response: { 200: envelopeSchema(z.array(documentSummarySchema)) },
      },
    },
    async (request) => ok(request, await documents.list(userOf(request))),
  );

  app.post(
    '/api/documents',
    {
      config: { access: 'document.write' },
      schema: {
        tags,
        summary: 'Create a document with one blank sheet',
        body: documentCreateSchema,
        response: { 200: envelopeSchema(documentSchema) },
      },
    },
    async (request) => ok(request, await documents.create(userOf(request), request.body.name, request.locale)),
  );

  app.get(
    '/api/documents/fill',
    {
      config: { access: 'document.read' },
      schema: {
        tags,
        summary: 'The rows of a sheet filled from the policies or the tasks (a localized header row first)',
        querystring: documentFillQuerySchema,
        response: { 200: envelopeSchema(documentFillSchema) },
      },
    },
    async (request) => {
      const { locale } = request;
      const rows: string[][] = [];
      const add = async <T>(items: AsyncIterable<T>, spec: Parameters<typeof cellsOf<T>>[0]) => {
        rows.push(headersOf(spec, locale));
        for await (const item of items) {
          if (rows.length >= DOCUMENT_LIMITS.rows) break;
          rows.push(cellsOf(spec, item, locale).map(String));
        }
      };
      if (request.query.source === 'policies') await add(policies.exportRows({}, locale), policyExport);
      else await add(tasks.exportRows({}, locale), taskExport);
      return ok(request, { rows });
    },
  );

  app.get(
    '/api/documents/:id',
    {
      config: { access: 'document.read' },
      schema: {
        tags,
        summary: 'A document with its sheets',
        params: documentParamsSchema,
        response: { 200: envelopeSchema(documentSchema) },
      },
    },
    async (request) => ok(request, await documents.get(userOf(request), request.params.id)),
  );

  app.put(
    '/api/documents/:id',
    {
      config: { access: 'document.write' },
      bodyLimit: DOCUMENT_LIMITS.saveBytes,
      schema: {
        tags,
        summary: 'Save a document’s sheets at the version read (409 when another tab saved since)',
        params: documentParamsSchema,
        body: documentSaveSchema,
        response: { 200: envelopeSchema(documentSummarySchema) },
      },
    },
    async (request) =>
      ok(request, await documents.save(userOf(request), request.params.id, request.body.content, request.body.version)),
  );

  app.patch(
    '/api/documents/:id',
    {
      config: { access: 'document.write' },
      schema: {
        tags,
        summary: 'Rename a document at the version read',
        params: documentParamsSchema,
        body: documentRenameSchema,
        response: { 200: envelopeSchema(documentSummarySchema) },
      },
    },
    async (request) =>
      ok(request, await documents.rename(userOf(request), request.params.id, request.body.name, request.body.version)),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'document.write' },
      schema: {
        tags,
        summary: 'Delete a document',
        params: documentParamsSchema,
        response: { 200: envelopeSchema(deleteResultSchema) },
      },
    },
    async (request) => ok(request, await documents.remove(userOf(request), request.params.id)),
  );

  app.post(
    '/api/documents/:id/import',
    {
      config: { access: 'document.write' },
      schema: {
        tags,
        summary: 'Import an .xlsx or .csv file (the body, at most 5 MiB) as a new sheet, at the version read',
        params: documentParamsSchema,
        querystring: documentImportQuerySchema.extend({ fileName: textSchema({ max: 255, required: true }) }),
        response: { 200: envelopeSchema(documentImportResultSchema) },
      },
    },
    async (request) => {
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { version, fileName } = request.query;
      return ok(
        request,
        await documents.import(userOf(request), request.params.id, version, fileName, file, request.locale),
      );
    },
  );

  app.get(
    '/api/documents/:id/export',
    {
      config: { access: 'document.read' },
      schema: {
        tags,
        summary: 'One sheet as a CSV or XLSX download (formula-like text neutralised)',
        params: documentParamsSchema,
        querystring: documentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { sheet } = await documents.sheet(userOf(request), request.params.id, request.query.sheet);
      const rows = (async function* () {
        for (const row of sheet.rows) yield row.map(asCell);
      })();
      return sendRows(reply, rows, request.query.format, {
        name: `document-${request.params.id}`,
        sheetName: sheet.name,
      });
    },
  );
};
