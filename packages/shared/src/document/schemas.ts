import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { idParamSchema, idSchema, textSchema, versionSchema } from '../list';
import { DOCUMENT_LIMITS, FILL_SOURCES } from './constants';

export { deleteResultSchema } from '../list';

/**
 * Spreadsheet documents (`/docs/excel`): stored per account, saved whole at the version the
 * client read (409 when another tab saved first). Decisions: docs/decisions/018. Their endpoints
 * are the operations of `documentApi` (./contract.ts).
 */

/** A cell's text; PostgreSQL cannot store NUL. */
const cellSchema = z
  .string()
  .max(DOCUMENT_LIMITS.cellMax, 'validation.tooLong')
  .refine((value) => !value.includes('\u0000'), 'validation.nul');

export const sheetSchema = z.object({
  name: textSchema({ max: DOCUMENT_LIMITS.sheetNameMax, required: true }),
  /** Rows of cells, each row as long as the sheet is wide (shorter rows are padded with blanks). */
  rows: z
    .array(z.array(cellSchema).max(DOCUMENT_LIMITS.columns, 'validation.tooMany'))
    .max(DOCUMENT_LIMITS.rows, 'validation.tooMany'),
  /** Column count, so blank columns at the right survive. */
  columns: z.number().int().min(1).max(DOCUMENT_LIMITS.columns, 'validation.tooMany'),
});
export type Sheet = z.infer<typeof sheetSchema>;

export const documentContentSchema = z.object({
  sheets: z
    .array(sheetSchema)
    .min(1, 'validation.required')
    .max(DOCUMENT_LIMITS.sheets, 'validation.tooMany')
    .refine((sheets) => new Set(sheets.map((s) => s.name)).size === sheets.length, 'validation.sheetNamesUnique'),
});
export type DocumentContent = z.infer<typeof documentContentSchema>;

/** A document in the list: without its cells. */
export const documentSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
  version: z.number().int().positive(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
/** The caller's documents, last saved first. */
export const documentSummaryListSchema = z.array(documentSummarySchema);

export const documentSchema = documentSummarySchema.extend({ content: documentContentSchema });
export type SpreadsheetDocument = z.infer<typeof documentSchema>;

const documentNameSchema = textSchema({ max: DOCUMENT_LIMITS.nameMax, required: true });

export const documentCreateSchema = z.object({ name: documentNameSchema });
export type DocumentCreateInput = z.infer<typeof documentCreateSchema>;
export const documentRenameSchema = z.object({ name: documentNameSchema, version: versionSchema });
export type DocumentRenameInput = z.infer<typeof documentRenameSchema>;
export const documentSaveSchema = z.object({ content: documentContentSchema, version: versionSchema });
export type DocumentSaveInput = z.infer<typeof documentSaveSchema>;

/**
 * `?version=&fileName=` of an import: the file (the body's bytes) becomes a new sheet of the
 * document at that version, named after the file.
 */
export const documentImportQuerySchema = z.object({
  version: z.coerce.number({ error: 'validation.version' }).pipe(versionSchema),
  fileName: textSchema({ max: 255, required: true }),
});
/** An import's answer: the document with its new sheet, and how many rows came in. */
export const documentImportResultSchema = z.object({ document: documentSchema, rows: z.number().int().min(0) });
export type DocumentImportResult = z.infer<typeof documentImportResultSchema>;

export const documentExportQuerySchema = z.object({
  sheet: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.integer')
    .max(DOCUMENT_LIMITS.sheets - 1, 'validation.integer'),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.option' }),
});

/** `?source=` of a fill (`documentApi.fill`), which answers a sheet's rows: a localized header row, then the list. */
export const documentFillQuerySchema = z.object({ source: z.enum(FILL_SOURCES, { error: 'validation.option' }) });
export const documentFillSchema = z.object({ rows: z.array(z.array(z.string())) });
export type DocumentFill = z.infer<typeof documentFillSchema>;

export const documentParamsSchema = z.object({ id: idParamSchema });
