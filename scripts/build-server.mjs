// The server's production build (docs/decisions/014): esbuild bundles apps/server/src and the
// shared package into plain JavaScript in apps/server/dist, so `npm start` runs no compiler.
// Packages from node_modules stay outside the bundle and load as installed.
//   node scripts/build-server.mjs             builds
//   node scripts/build-server.mjs --if-stale  builds only when a source is newer than the build
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'apps/server/dist');
export const SERVER_BUILD = join(outdir, 'server.mjs');
const inputs = ['apps/server/src', 'apps/server/package.json', 'packages/shared/src', 'scripts/build-server.mjs'];

/** Newest modification time of a file, or of any file below a folder (0 when absent). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

export function serverBuildIsStale() {
  const builtAt = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((input) => newestMtime(join(root, input))));
}

/** Our workspace packages are TypeScript sources: bundled. Everything else loads from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A contract loads its schemas with `import()`, so that the web fetches them only where it validates
 * (docs/decisions/037). The server registers every route at start and wants them all at once; and
 * esbuild turns a module that is imported both ways into one initialized on first use, which ran a
 * module's top level before the shared constants it reads. In the server's bundle the import is static.
 */
const staticContractSchemas = {
  name: 'static-contract-schemas',
  setup(build) {
    build.onLoad({ filter: /packages[\\/]shared[\\/]src[\\/].*contract\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const imports = [];
      const contents = (await readFile(args.path, 'utf8')).replace(/\(\) => import\(('[^']+')\)/g, (_, from) => {
        imports.push(`import * as schemas${imports.length} from ${from};`);
        return `() => Promise.resolve(schemas${imports.length - 1})`;
      });
      return { contents: `${imports.join('\n')}\n${contents}`, loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'apps/server/src/server.ts',
      'pglite-worker': 'apps/server/src/db/pglite-worker.ts',
      'import-worker': 'apps/server/src/modules/document/import-worker.ts',
      'user-create': 'apps/server/src/cli/user-create.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    // One self-contained file per entry, all in dist/: code that finds files from its own
    // location (apps/server/src/paths.ts) must sit at the depth it was written for.
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [externalPackages, staticContractSchemas],
    logLevel: 'warning',
  });
}

/** Builds when the build is missing or older than a source; says so. */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  const started = Date.now();
  await buildServer();
  console.log(`Server build done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await (process.argv.includes('--if-stale') ? buildServerIfStale() : buildServer());
}
