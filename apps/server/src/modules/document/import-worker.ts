/**
 * The import worker's entry (docs/decisions/035): it reads the file it is given (sheet-reader.ts)
 * and answers once. What it throws ends it with an error event, which the main thread answers as a 500.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportRequest } from './import-protocol';
import { readSheet } from './sheet-reader';

if (!parentPort) throw new Error('import-worker must run in a worker thread');
parentPort.postMessage(await readSheet(workerData as ImportRequest));
