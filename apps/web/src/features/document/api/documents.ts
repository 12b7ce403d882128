import { queryOptions } from '@tanstack/react-query';
import type { DeleteResult, ExportFormat } from '@console/shared';
import type { FillSource } from '@console/shared/document/constants';
import type {
  DocumentContent,
  DocumentFill,
  DocumentImportResult,
  DocumentSummary,
  SpreadsheetDocument,
} from '@console/shared/document/schemas';
import { apiDelete, apiGet, apiGetBlob, apiPatch, apiPost, apiPut } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The caller's documents (docs/decisions/018): `all → list | detail(id)`. */
export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  detail: (id: number) => [...documentKeys.all, 'detail', id] as const,
};

export const documentListQueryOptions = () =>
  queryOptions({ queryKey: documentKeys.list(), queryFn: () => apiGet<DocumentSummary[]>('/api/documents') });

/** A document is edited here and saved from here: the cache never refetches it behind the editor's back. */
export const documentQueryOptions = (id: number) =>
  queryOptions({ queryKey: documentKeys.detail(id), queryFn: () => getDocument(id), staleTime: Infinity, gcTime: 0 });

export const getDocument = (id: number) => apiGet<SpreadsheetDocument>(`/api/documents/${id}`);

export const createDocument = (name: string) => apiPost<SpreadsheetDocument>('/api/documents', { name });
export const renameDocument = (id: number, name: string, version: number) =>
  apiPatch<DocumentSummary>(`/api/documents/${id}`, { name, version });
export const deleteDocument = (id: number) => apiDelete<DeleteResult>(`/api/documents/${id}`);

/** Saves every sheet at `version`; a 409 means another tab saved first. */
export const saveDocument = (id: number, content: DocumentContent, version: number, keepalive = false) =>
  apiPut<DocumentSummary>(`/api/documents/${id}`, { content, version }, { keepalive });

/** Sends a file as a new sheet of the document at `version`. */
export const importFile = (id: number, version: number, file: File) =>
  apiPost<DocumentImportResult>(`/api/documents/${id}/import`, file, {
    params: { version: String(version), fileName: file.name },
  });

/** Downloads one sheet, named after the document and the sheet. */
export async function exportSheet(id: number, sheet: number, format: ExportFormat, fileName: string): Promise<void> {
  const response = await apiGetBlob(`/api/documents/${id}/export`, { params: { sheet: String(sheet), format } });
  saveBlob(response.data, `${fileName}.${format}`);
}

/** The rows of the policies or the tasks, a header row in the current language first. */
export const fillRows = (source: FillSource) => apiGet<DocumentFill>('/api/documents/fill', { params: { source } });
