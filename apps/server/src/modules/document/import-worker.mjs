// Worker entry: Node 20 cannot start a TypeScript worker directly, so register tsx first.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
