import { ApiCode, type Locale } from '@console/shared';
import { BLANK_SHEET, DOCUMENT_LIMITS } from '@console/shared/document/constants';
import type {
  DocumentContent,
  DocumentImportResult,
  DocumentSummary,
  Sheet,
  SpreadsheetDocument,
} from '@console/shared/document/schemas';
import { translate } from '../../i18n/i18n';
import { AppError, notFound } from '../../lib/app-error';
import type { SheetImporter } from './document.import';
import type { DocumentRow, DocumentStore, DocumentSummaryRow } from './document.store';

const toSummary = (row: DocumentSummaryRow): DocumentSummary => ({
  id: row.id,
  name: row.name,
  createdTime: row.createdAt.toISOString(),
  updatedTime: row.updatedAt.toISOString(),
  version: row.version,
});
const toDocument = (row: DocumentRow): SpreadsheetDocument => ({ ...toSummary(row), content: row.content });

/** `base`, or `base (2)`, `base (3)`… whichever no sheet has yet, within Excel's 31 characters. */
function freeSheetName(sheets: readonly Sheet[], base: string): string {
  const taken = new Set(sheets.map((sheet) => sheet.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = base.slice(0, DOCUMENT_LIMITS.sheetNameMax - suffix.length) + suffix;
    if (!taken.has(name)) return name;
  }
}

/**
 * Spreadsheet documents, each its owner's alone (another account's id is 404). A save replaces the
 * whole content at the version read; a stale one is 409 with the document's summary as it is now,
 * so a second tab never overwrites the first silently (docs/decisions/018).
 */
export function createDocumentService(store: DocumentStore, importer: SheetImporter) {
  const found = async (userId: number, id: number) => {
    const row = await store.find(userId, id);
    if (!row) throw notFound();
    return row;
  };

  /** Applies a write at `version`: 404 when the document is not the caller's, 409 when it moved on. */
  const atVersion = async (
    userId: number,
    id: number,
    version: number,
    changes: Partial<Pick<DocumentRow, 'name' | 'content'>>,
  ) => {
    const updated = await store.updateAtVersion(userId, id, version, changes);
    if (updated) return updated;
    const current = await store.findSummary(userId, id);
    if (!current) throw notFound();
    throw new AppError(409, ApiCode.conflict, 'errors.documentVersionConflict', {
      data: { current: toSummary(current) },
    });
  };

  return {
    list: async (userId: number): Promise<DocumentSummary[]> => (await store.list(userId)).map(toSummary),

    async create(userId: number, name: string, locale: Locale): Promise<SpreadsheetDocument> {
      const sheet: Sheet = {
        name: translate(locale, 'document.firstSheet'),
        columns: BLANK_SHEET.columns,
        rows: Array.from({ length: BLANK_SHEET.rows }, () => Array<string>(BLANK_SHEET.columns).fill('')),
      };
      const row = await store.insertWithin(userId, name, { sheets: [sheet] }, DOCUMENT_LIMITS.perUser);
      if (!row)
        throw new AppError(400, ApiCode.validation, 'errors.documentLimit', {
          params: { max: DOCUMENT_LIMITS.perUser },
        });
      return toDocument(row);
    },

    get: async (userId: number, id: number): Promise<SpreadsheetDocument> => toDocument(await found(userId, id)),

    save: async (userId: number, id: number, content: DocumentContent, version: number): Promise<DocumentSummary> =>
      toSummary(await atVersion(userId, id, version, { content })),

    rename: async (userId: number, id: number, name: string, version: number): Promise<DocumentSummary> =>
      toSummary(await atVersion(userId, id, version, { name })),

    async remove(userId: number, id: number): Promise<{ deleted: number }> {
      const deleted = await store.remove(userId, id);
      if (deleted === 0) throw notFound();
      return { deleted };
    },

    /** The file becomes a new sheet, named after it, at the version read; a refused file changes nothing. */
    async import(
      userId: number,
      id: number,
      version: number,
      fileName: string,
      file: Buffer,
      locale: Locale,
    ): Promise<DocumentImportResult> {
      const document = await found(userId, id);
      const { rows, columns } = await importer.read(userId, fileName, file);
      const { sheets } = document.content;
      if (sheets.length >= DOCUMENT_LIMITS.sheets)
        throw new AppError(400, ApiCode.validation, 'errors.sheetLimit', { params: { max: DOCUMENT_LIMITS.sheets } });
      const sheet: Sheet = {
        name: freeSheetName(sheets, fileName.replace(/\.[^.]+$/, '').trim() || translate(locale, 'document.sheetName')),
        columns,
        rows,
      };
      const content = { sheets: [...sheets, sheet] };
      const saved = await atVersion(userId, id, version, { content });
      return { document: { ...toSummary(saved), content }, rows: rows.length };
    },

    /** One sheet's rows, for a download. */
    async sheet(userId: number, id: number, index: number): Promise<{ name: string; sheet: Sheet }> {
      const document = await found(userId, id);
      const sheet = document.content.sheets[index];
      if (!sheet) throw notFound();
      return { name: document.name, sheet };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
