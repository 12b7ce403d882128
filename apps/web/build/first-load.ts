/**
 * Computes a route's first load (its JS and CSS files) from the web build and the source's screen
 * declarations, as `first-load.test.ts` describes; e2e/budget.spec.ts holds it to what Chromium fetches.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { getRoute } from '@console/shared';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const FEATURES = join(WEB, 'src/features');
const SCREEN_LOADING = join(WEB, 'src/app/screen-loading.ts');

/** One file of Vite's manifest (`build.manifest`), keyed there by its source or chunk name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A screen's declarations, each as the modules it names (paths relative to apps/web, as the manifests key them). */
type Screen = Partial<Record<'page' | 'texts' | 'prefetch' | 'preload', string[]>>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** A module's path as Vite's manifests name it: relative to apps/web, with forward slashes. */
const moduleId = (path: string) => relative(WEB, path).split(sep).join(posix.sep);

/** The module a specifier names from `file`: relative, or under `@/` (apps/web/src). */
const resolveSpecifier = (specifier: string, file: string) =>
  specifier.startsWith('@/') ? join(WEB, 'src', specifier.slice(2)) : join(dirname(file), specifier);

/** The texts globs name the dictionaries of one folder (`./locales/*.json`): `*` is the only wildcard used. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );

/** The modules behind a node's `import('…')` calls and `import.meta.glob(…)` patterns. */
function lazyImports(node: ts.Node, file: string, modules: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child)) {
      const [first] = child.arguments;
      if (child.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (!first || !ts.isStringLiteral(first))
          throw new Error(`${moduleId(file)}: an import() of something else than a string`);
        const path = moduleId(resolveSpecifier(first.text, file));
        const id = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((candidate) =>
          modules.includes(candidate),
        );
        if (!id) throw new Error(`${moduleId(file)}: import('${first.text}') names no module of the build`);
        found.push(id);
      } else if (
        ts.isPropertyAccessExpression(child.expression) &&
        ts.isMetaProperty(child.expression.expression) &&
        child.expression.name.text === 'glob' &&
        first
      ) {
        const patterns = ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const pattern of patterns) {
          if (!ts.isStringLiteral(pattern)) throw new Error(`${moduleId(file)}: a glob pattern that is not a string`);
          const matches = globPattern(moduleId(resolveSpecifier(pattern.text, file)));
          found.push(...modules.filter((id) => matches.test(id)));
        }
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The initializer of a top-level `const` (screens share their texts and preloads that way). */
function constant(source: ts.SourceFile, name: string): ts.Expression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find(
      (d) => ts.isIdentifier(d.name) && d.name.text === name,
    );
    if (declaration?.initializer) return declaration.initializer;
  }
  throw new Error(`${moduleId(source.fileName)}: no top-level constant ${name}`);
}

/** The screens a feature's `screens.ts` declares (`export default defineScreens({ Name: { page, texts, … } })`). */
function featureScreens(file: string, modules: readonly string[]): Map<string, Screen> {
  const source = parse(file);
  const screens = new Map<string, Screen>();
  const declared = source.statements.find(ts.isExportAssignment)?.expression;
  const table = declared && ts.isCallExpression(declared) ? declared.arguments[0] : undefined;
  if (!table || !ts.isObjectLiteralExpression(table))
    throw new Error(`${moduleId(file)}: no \`export default defineScreens({ … })\``);
  for (const entry of table.properties) {
    if (
      !ts.isPropertyAssignment(entry) ||
      !ts.isObjectLiteralExpression(entry.initializer) ||
      !(ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name))
    ) {
      throw new Error(`${moduleId(file)}: a screen that is not \`Name: { … }\``);
    }
    const screen: Screen = {};
    for (const part of entry.initializer.properties) {
      if (!(ts.isPropertyAssignment(part) || ts.isShorthandPropertyAssignment(part)) || !ts.isIdentifier(part.name))
        continue;
      const value = ts.isShorthandPropertyAssignment(part) ? part.name : part.initializer;
      const expression = ts.isIdentifier(value) ? constant(source, value.text) : value;
      screen[part.name.text as keyof Screen] = lazyImports(expression, file, modules);
    }
    screens.set(entry.name.text, screen);
  }
  return screens;
}

/** Reads the build and the screens' declarations once; `filesOf` then gives a route's first load. */
export function firstLoadModel(dist: string = DIST) {
  let manifest: Record<string, ManifestChunk>;
  let ssrManifest: Record<string, string[]>;
  try {
    manifest = readJson(join(dist, '.vite/manifest.json'));
    ssrManifest = readJson(join(dist, '.vite/ssr-manifest.json'));
  } catch (cause) {
    throw new Error(`No manifests in ${dist}/.vite: build the web app (npm run build -w apps/web)`, { cause });
  }
  // The manifest names a file after its facade module only; the modules the chunk tiers put into a
  // shared file (the login page in `boot`, the guard in `scope`, `echarts.ts`) are found through the
  // SSR manifest, Vite's map of every module to its file.
  const modules = Object.keys(ssrManifest);
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const chunkOf = (id: string): ManifestChunk => {
    const chunk = byFile.get(ssrManifest[id]?.find((file) => file.endsWith('.js')) ?? '');
    if (!chunk) throw new Error(`${id} is in no chunk of the build`);
    return chunk;
  };
  const screens = new Map(
    readdirSync(FEATURES)
      .map((feature) => join(FEATURES, feature, 'screens.ts'))
      .filter((file) => existsSync(file))
      .flatMap((file) => [...featureScreens(file, modules)]),
  );
  // What the router loads for every signed-in route: screen-loading.ts's own lazy imports (the
  // guard, the app scope, the layout, and the query client that prefetches fill), the layout's
  // (`loadLayout`) aside for a route drawn without it (`standalone`).
  const loading = parse(SCREEN_LOADING);
  const layout = new Set(lazyImports(constant(loading, 'loadLayout'), SCREEN_LOADING, modules));
  const frame = lazyImports(loading, SCREEN_LOADING, modules);
  // index.html's script, with its imports and CSS.
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);

  /** Served paths (`/assets/…`) of the JS and CSS files the first load of the route `name` fetches. */
  function filesOf(name: string): string[] {
    const route = getRoute(name);
    const screen = screens.get(name);
    if (!route || !screen) throw new Error(`${name} is no route with a screen in src/features/*/screens.ts`);
    const roots = [...(screen.page ?? []), ...(screen.texts ?? []), ...(screen.preload ?? [])];
    if (route.requiresAuth)
      roots.push(...frame.filter((id) => !route.standalone || !layout.has(id)), ...(screen.prefetch ?? []));
    const files = new Set<string>();
    const seen = new Set<ManifestChunk>();
    const pending = [...entries, ...roots.map(chunkOf)];
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      files.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.add(`/${css}`);
      for (const key of chunk.imports ?? []) pending.push(manifest[key] as ManifestChunk);
    }
    return [...files].sort();
  }

  const gzipBytes = new Map<string, number>();
  /** Gzip size (zlib's default level) of built files, by their served paths. */
  function gzipSizeOf(files: readonly string[]): number {
    return files.reduce((total, file) => {
      const size = gzipBytes.get(file) ?? gzipSync(readFileSync(join(dist, file))).length;
      gzipBytes.set(file, size);
      return total + size;
    }, 0);
  }

  return { filesOf, gzipSizeOf };
}
