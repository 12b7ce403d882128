/** What the main thread and the import worker (import-worker.ts) pass each other. */
import { DOCUMENT_LIMITS, type ImportExtension } from '@console/shared/document/constants';
import type { MessageKey } from '../../i18n/i18n';

/** The worker's `workerData`. A Buffer arrives as a plain Uint8Array. */
export interface ImportRequest {
  kind: ImportExtension;
  file: Uint8Array;
}

/** A sheet read from the file: trailing empty rows dropped, every row padded to `columns`. */
export interface ImportedSheet {
  rows: string[][];
  columns: number;
}

/** Why the file is refused: the answer's message and its parameters. */
export interface ImportRefusal {
  msgKey: MessageKey;
  params: Record<string, string | number>;
}

export type ImportOutcome = { sheet: ImportedSheet } | { refusal: ImportRefusal };

export const TOO_LARGE: ImportRefusal = {
  msgKey: 'errors.importTooLarge',
  params: { rows: DOCUMENT_LIMITS.rows, columns: DOCUMENT_LIMITS.columns },
};
