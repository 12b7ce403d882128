/**
 * Folders the server reads at run time. They are found from this file, which sits one folder
 * below apps/server exactly like the production bundle it becomes part of (`dist/server.mjs`,
 * docs/decisions/014): the same relative paths hold when running the sources and the build.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The repository root: relative paths in the environment are resolved from here, not from the cwd. */
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
/** The committed SQL migrations. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
/** Images the product shows (avatars). */
export const STATIC_DIR = join(SERVER_ROOT, 'static');
