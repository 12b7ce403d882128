import { contract } from '../api/contract';

/**
 * The spreadsheet documents of `/docs/excel` (docs/decisions/018): each account's own, saved whole
 * at the version read.
 */
export const documentApi = contract('document', () => import('./schemas'), {
  /** The caller's documents (without their cells), last saved first. */
  list: {
    method: 'GET',
    path: '/api/documents',
    access: 'document.read',
    response: (s) => s.documentSummaryListSchema,
  },
  /** Creates a document with one blank sheet. */
  create: {
    method: 'POST',
    path: '/api/documents',
    access: 'document.write',
    body: (s) => s.documentCreateSchema,
    response: (s) => s.documentSchema,
  },
  /** The rows of a sheet filled from the policies or the tasks, a localized header row first. */
  fill: {
    method: 'GET',
    path: '/api/documents/fill',
    access: 'document.read',
    query: (s) => s.documentFillQuerySchema,
    response: (s) => s.documentFillSchema,
  },
  /** A document with its sheets. */
  get: {
    method: 'GET',
    path: '/api/documents/:id',
    access: 'document.read',
    params: (s) => s.documentParamsSchema,
    response: (s) => s.documentSchema,
  },
  /** Saves every sheet at the version read (409 when another tab saved since). */
  save: {
    method: 'PUT',
    path: '/api/documents/:id',
    access: 'document.write',
    params: (s) => s.documentParamsSchema,
    body: (s) => s.documentSaveSchema,
    response: (s) => s.documentSummarySchema,
  },
  /** Renames a document at the version read. */
  rename: {
    method: 'PATCH',
    path: '/api/documents/:id',
    access: 'document.write',
    params: (s) => s.documentParamsSchema,
    body: (s) => s.documentRenameSchema,
    response: (s) => s.documentSummarySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'document.write',
    params: (s) => s.documentParamsSchema,
    response: (s) => s.deleteResultSchema,
  },
  /** Imports an .xlsx or .csv file, sent as the body's bytes, as a new sheet at the version read. */
  import: {
    method: 'POST',
    path: '/api/documents/:id/import',
    access: 'document.write',
    params: (s) => s.documentParamsSchema,
    query: (s) => s.documentImportQuerySchema,
    response: (s) => s.documentImportResultSchema,
    sends: 'bytes',
  },
  /** One sheet as a CSV or XLSX download (formula-like text neutralised). */
  export: {
    method: 'GET',
    path: '/api/documents/:id/export',
    access: 'document.read',
    params: (s) => s.documentParamsSchema,
    query: (s) => s.documentExportQuerySchema,
    answers: 'file',
  },
});
