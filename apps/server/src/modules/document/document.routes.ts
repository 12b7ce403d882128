import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import { documentApi } from '@console/shared/document/contract';
import { cellsOf, headersOf, sendRows, type Cell } from '../../kit/export-file';
import type { Gate } from '../../kit/gate';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { policyExport, type PolicyService } from '../policy';
import { taskExport, type TaskService } from '../task';
import { createSheetImporter } from './document.import';
import { createDocumentService } from './document.service';
import { createDocumentStore } from './document.store';

/** A cell that is a number in canonical form goes out as a number; any other text as text. */
const asCell = (text: string): Cell => (text !== '' && String(Number(text)) === text ? Number(text) : text);

/** What a sheet is filled from: the policies and the tasks, each read under its own module's permission. */
interface FillSources {
  policies: Gate<Pick<PolicyService, 'exportRows'>>;
  tasks: Gate<Pick<TaskService, 'exportRows'>>;
}

/** Spreadsheet documents of `/docs/excel` (docs/decisions/018): each account's own. */
export const documentRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db'> & { gates: FillSources }> = async (
  app,
  { db, gates },
) => {
  const documents = createDocumentService(createDocumentStore(db), createSheetImporter());
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

  await implement(app, documentApi, {
    list: {
      summary: 'The caller’s documents, last saved first',
      handler: (request) => documents.list(userOf(request)),
    },
    create: {
      summary: 'Create a document with one blank sheet',
      handler: (request) => documents.create(userOf(request), request.body.name, request.locale),
    },
    fill: {
      summary: 'The rows of a sheet filled from the policies or the tasks (a localized header row first)',
      handler: async (request) => {
        const { locale } = request;
        const session = sessionOf(request);
        const rows: string[][] = [];
        const add = async <T>(items: AsyncIterable<T>, spec: Parameters<typeof cellsOf<T>>[0]) => {
          rows.push(headersOf(spec, locale));
          for await (const item of items) {
            if (rows.length >= DOCUMENT_LIMITS.rows) break;
            rows.push(cellsOf(spec, item, locale).map(String));
          }
        };
        if (request.query.source === 'policies')
          await add(gates.policies.open(session).exportRows({}, locale), policyExport);
        else await add(gates.tasks.open(session).exportRows({}, locale), taskExport);
        return { rows };
      },
    },
    get: {
      summary: 'A document with its sheets',
      handler: (request) => documents.get(userOf(request), request.params.id),
    },
    save: {
      summary: 'Save a document’s sheets at the version read (409 when another tab saved since)',
      handler: (request) =>
        documents.save(userOf(request), request.params.id, request.body.content, request.body.version),
      options: { bodyLimit: DOCUMENT_LIMITS.saveBytes },
    },
    rename: {
      summary: 'Rename a document at the version read',
      handler: (request) =>
        documents.rename(userOf(request), request.params.id, request.body.name, request.body.version),
    },
    remove: {
      summary: 'Delete a document',
      handler: (request) => documents.remove(userOf(request), request.params.id),
    },
    import: {
      summary: 'Import an .xlsx or .csv file (the body, at most 5 MiB) as a new sheet, at the version read',
      handler: (request) => {
        const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { version, fileName } = request.query;
        return documents.import(userOf(request), request.params.id, version, fileName, file, request.locale);
      },
    },
    export: {
      summary: 'One sheet as a CSV or XLSX download (formula-like text neutralised)',
      handler: async (request, reply) => {
        const { sheet } = await documents.sheet(userOf(request), request.params.id, request.query.sheet);
        const rows = (async function* () {
          for (const row of sheet.rows) yield row.map(asCell);
        })();
        return sendRows(reply, rows, request.query.format, {
          name: `document-${request.params.id}`,
          sheetName: sheet.name,
        });
      },
    },
  });
};
