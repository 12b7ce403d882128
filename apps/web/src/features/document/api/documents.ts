import { queryOptions } from '@tanstack/react-query';
import type { ExportFormat } from '@console/shared';
import type { FillSource } from '@console/shared/document/constants';
import { documentApi } from '@console/shared/document/contract';
import type { DocumentContent } from '@console/shared/document/schemas';
import { call, download } from '@/lib/http/api';
import { saveBlob } from '@/lib/dom/save-blob';

/** The caller's documents (docs/decisions/018): `all → list | detail(id)`. */
export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  detail: (id: number) => [...documentKeys.all, 'detail', id] as const,
};

export const documentListQueryOptions = () =>
  queryOptions({ queryKey: documentKeys.list(), queryFn: () => call(documentApi.list) });

/** A document is edited here and saved from here: the cache never refetches it behind the editor's back. */
export const documentQueryOptions = (id: number) =>
  queryOptions({ queryKey: documentKeys.detail(id), queryFn: () => getDocument(id), staleTime: Infinity, gcTime: 0 });

export const getDocument = (id: number) => call(documentApi.get, { params: { id } });

export const createDocument = (name: string) => call(documentApi.create, { body: { name } });
export const renameDocument = (id: number, name: string, version: number) =>
  call(documentApi.rename, { params: { id }, body: { name, version } });
export const deleteDocument = (id: number) => call(documentApi.remove, { params: { id } });

/** Saves every sheet at `version`; a 409 means another tab saved first. */
export const saveDocument = (id: number, content: DocumentContent, version: number, keepalive = false) =>
  call(documentApi.save, { params: { id }, body: { content, version } }, { keepalive });

/** Sends a file as a new sheet of the document at `version`. */
export const importFile = (id: number, version: number, file: File) =>
  call(documentApi.import, { params: { id }, query: { version, fileName: file.name }, body: file });

/** Downloads one sheet, named after the document and the sheet. */
export async function exportSheet(id: number, sheet: number, format: ExportFormat, fileName: string): Promise<void> {
  const response = await download(documentApi.export, { params: { id }, query: { sheet, format } });
  saveBlob(response.data, `${fileName}.${format}`);
}

/** The rows of the policies or the tasks, a header row in the current language first. */
export const fillRows = (source: FillSource) => call(documentApi.fill, { query: { source } });
