import { Worker, type ResourceLimits } from 'node:worker_threads';
import { ApiCode } from '@console/shared';
import { IMPORT_EXTENSIONS, type ImportExtension } from '@console/shared/document/constants';
import type { MessageKey } from '../../i18n/i18n';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { TOO_LARGE, type ImportOutcome, type ImportRequest, type ImportedSheet } from './import-protocol';

/**
 * The worker's entry beside this code: in the sources, a bootstrap that lets Node run the
 * TypeScript worker; in the production build (`dist/`), the bundled worker itself.
 */
const WORKER_URL = new URL('./import-worker.mjs', import.meta.url);

export interface ImportLimits {
  /** Imports read at once by one process, each on a worker of its own. */
  concurrency: number;
  /** A worker still reading past this is stopped. */
  timeLimitMs: number;
  /** The worker's heap. */
  resourceLimits: ResourceLimits;
}

/** docs/decisions/035: a legitimate 10,000 × 50 workbook is imported in about 2 s, within a 48 MB heap. */
export const IMPORT_LIMITS: ImportLimits = {
  concurrency: 2,
  timeLimitMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
};

const refuse = (msgKey: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(400, ApiCode.validation, msgKey, { params });

/** The file's kind by its name; `.xls` (Excel 97) and anything else are refused with a reason. */
function importKind(fileName: string): ImportExtension {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xls') throw refuse('errors.importXls');
  if (!IMPORT_EXTENSIONS.includes(extension as ImportExtension)) throw refuse('errors.importType');
  return extension as ImportExtension;
}

const isOutOfMemory = (error: Error) => (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Reads the file on a worker (import-worker.ts) and settles once the worker has exited, so its
 * memory is gone when the caller's slot is given back. A worker past the time limit is stopped,
 * one out of memory has met a file too large: both are refusals, never a 500.
 */
function readInWorker(request: ImportRequest, { timeLimitMs, resourceLimits }: ImportLimits): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: request, resourceLimits });
    let outcome: ImportOutcome | undefined;
    let failure: Error | undefined;
    const timer = setTimeout(() => {
      const seconds = Math.ceil(timeLimitMs / 1000);
      outcome = { refusal: { msgKey: 'errors.importTimeout', params: { seconds, count: seconds } } };
      void worker.terminate();
    }, timeLimitMs);
    worker.once('message', (message: ImportOutcome) => {
      outcome ??= message;
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (isOutOfMemory(error)) outcome ??= { refusal: TOO_LARGE };
      failure = error;
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (outcome) resolve(outcome);
      else reject(failure ?? new Error('The import worker exited without an answer'));
    });
  });
}

export interface SheetImporterOptions {
  limits?: ImportLimits;
  /** Reads a file within the limits: on a worker, unless a test holds the reading open. */
  read?: (request: ImportRequest, limits: ImportLimits) => Promise<ImportOutcome>;
}

/**
 * Reads imported files into sheets, at most `concurrency` at once in this process and one at a
 * time per account; past that, 429 with Retry-After. Every import ends within the time limit,
 * so the wait announced is until the soonest slot that may be taken is sure to be free.
 */
export function createSheetImporter({ limits = IMPORT_LIMITS, read = readInWorker }: SheetImporterOptions = {}) {
  const { concurrency, timeLimitMs } = limits;
  /** When each account's import started. */
  const running = new Map<number, number>();

  return {
    async read(userId: number, fileName: string, file: Buffer): Promise<ImportedSheet> {
      const kind = importKind(fileName);
      const now = Date.now();
      const own = running.get(userId);
      if (own !== undefined) throw tooManyRequests('errors.importBusy', own + timeLimitMs - now);
      if (running.size >= concurrency)
        throw tooManyRequests('errors.importBusy', Math.min(...running.values()) + timeLimitMs - now);
      running.set(userId, now);
      try {
        const outcome = await read({ kind, file }, limits);
        if ('refusal' in outcome) throw refuse(outcome.refusal.msgKey, outcome.refusal.params);
        return outcome.sheet;
      } finally {
        running.delete(userId);
      }
    },
  };
}

export type SheetImporter = ReturnType<typeof createSheetImporter>;
