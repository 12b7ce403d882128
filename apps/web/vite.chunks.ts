/**
 * How the build groups modules into files (docs/decisions/024-chunks-by-audience.md). Rolldown's
 * default makes one chunk per distinct set of importers, which gave the Workplace 103 files, many
 * under 2 KiB, and the login page 28. Here each module goes to the first tier whose roots reach
 * it through static imports:
 *
 * - `boot`: the entry and the login page, so the login page is a handful of files;
 * - `scope`: what every signed-in page needs (guards, app scope, query client), and what the
 *   layout shares with the pages drawn without it (the form's validation, popups, messages);
 * - `frame`: the rest of the layout every other signed-in page is drawn in (menu, navbar, tab bar),
 *   which the pages drawn without it (password reset, the forced password change) do not load;
 * - `common`: what most pages use (`COMMON_SHARE` of them or more);
 * - anything else stays with its page; a shared leftover under `INLINE_BELOW` bytes is copied into
 *   the pages that use it rather than fetched as a file of its own.
 *
 * Locale files, data prefetches and ECharts stay separate: they load on demand.
 */
import { dirname, join } from 'node:path';
import type { BuildEnvironmentOptions, Plugin } from 'vite';

/** What the chunking needs of a module, as Rolldown's plugin context gives it. */
interface ModuleNode {
  importedIds: readonly string[];
  exports: readonly string[];
  code: string | null;
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleNode | null;
}

const BOOT_ROOTS = ['/src/main.tsx', '/src/features/auth/pages/login-page.tsx'];
const SCOPE_ROOTS = [
  '/src/app/guard.ts',
  '/src/app/app-scope.tsx',
  '/src/lib/query-client.ts',
  '/src/lib/session/current-user.ts',
];
const FRAME_ROOTS = ['/src/app/shell/default-layout.tsx'];
/**
 * The pages drawn without the layout, the login page aside: before sign-in, or signed in but
 * `standalone` in the route table. A page missing here loads the frame it does not draw:
 * `apps/web/build/first-load.test.ts` fails then.
 */
const UNFRAMED_ROOTS = [
  '/src/features/password-reset/pages/forgot-password-page.tsx',
  '/src/features/password-reset/pages/reset-password-page.tsx',
  '/src/features/user-centre/pages/password-change-page.tsx',
  '/src/features/user-centre/pages/second-factor-setup-page.tsx',
];
/** Used by this share of the pages or more, a module joins `common`; fewer, it stays with its pages. */
const COMMON_SHARE = 0.7;
/** Source bytes under which a shared leftover chunk is inlined into its pages. */
const INLINE_BELOW = 20_000;

type Tier = 'boot' | 'scope' | 'frame' | 'common';

/** A page: a `*-page.tsx` module of a feature's `pages/` folder, or of the app's own. */
const isPage = (id: string) => /\/src\/(features\/[^/]+\/pages|app)\/[^/]+-page\.tsx$/.test(id);

const REEXPORT = /export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** A barrel only re-exports (give or take a constant): importing it says nothing of what is used. */
function isBarrel(node: ModuleNode): boolean {
  const code = node.code ?? '';
  const rest = code.replace(REEXPORT, '');
  return rest.length < code.length && rest.replace(COMMENT, '').trim().length < 200;
}

/** The names a module imports by name, or `all` when it takes a whole namespace. */
function importedNames(node: ModuleNode): Set<string> | 'all' {
  const code = node.code ?? '';
  if (/\b(?:import|export)\s*\*\s*(?:as\s+[\w$]+\s*)?from/.test(code)) return 'all';
  const names = new Set<string>();
  for (const [, list = ''] of code.matchAll(/\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g)) {
    for (const specifier of list.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/** One re-export of a barrel: the module it names and, per exported name, the name it has there. */
interface Reexport {
  target: string | undefined;
  /** `*`: every name passes through; otherwise exported name → the target's own name (`*` for a namespace). */
  names: Map<string, string> | '*';
}

/** Finds the imported module a specifier names among `importedIds` (undefined when it cannot tell). */
function targetOf(barrel: string, specifier: string, importedIds: readonly string[]): string | undefined {
  if (!specifier.startsWith('.')) return importedIds.find((id) => id.includes(`/node_modules/${specifier}/`));
  const base = join(dirname(barrel), specifier);
  return importedIds.find((id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`));
}

function reexportsOf(id: string, node: ModuleNode): Reexport[] {
  const statements = (node.code ?? '').matchAll(
    /export\s*(\*(?:\s*as\s+([\w$]+))?|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g,
  );
  return [...statements].map(([, kind = '', namespace, list, specifier = '']) => {
    const target = targetOf(id, specifier, node.importedIds);
    if (kind.startsWith('*') && !namespace) return { target, names: '*' };
    if (namespace) return { target, names: new Map([[namespace, '*']]) };
    const names = new Map<string, string>();
    for (const part of (list ?? '').split(',')) {
      const [own = '', exported = own] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (own) names.set(exported, own);
    }
    return { target, names };
  });
}

/**
 * What `roots` reach through static imports. Through a barrel, only the modules behind the names
 * the importer asks for are reached, as the bundler's tree-shaking does: otherwise one
 * `import { Button } from '@arco-design/web-react'` would reach every component.
 */
function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  barrel: (id: string, node: ModuleNode) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const stack: { id: string; wanted: Set<string> | 'all' }[] = roots.map((id) => ({ id, wanted: 'all' }));
  const barrelNames = new Map<string, Set<string> | 'all'>();
  while (stack.length > 0) {
    const { id, wanted } = stack.pop() as (typeof stack)[number];
    const node = graph.getModuleInfo(id);
    if (!node) continue;
    if (!barrel(id, node)) {
      if (seen.has(id)) continue;
      seen.add(id);
      const names = importedNames(node);
      for (const target of node.importedIds) stack.push({ id: target, wanted: names });
      continue;
    }
    const known = barrelNames.get(id) ?? new Set<string>();
    if (known === 'all') continue;
    const fresh = wanted === 'all' ? 'all' : [...wanted].filter((name) => !known.has(name));
    if (fresh !== 'all' && fresh.length === 0) continue;
    barrelNames.set(id, fresh === 'all' ? 'all' : new Set([...known, ...fresh]));
    seen.add(id);
    for (const { target, names } of reexportsOf(id, node)) {
      if (fresh === 'all' || !target) {
        if (target) stack.push({ id: target, wanted: 'all' });
        else
          for (const other of node.importedIds)
            stack.push({ id: other, wanted: fresh === 'all' ? fresh : new Set(fresh) });
        continue;
      }
      if (names === '*') {
        const passing = fresh.filter((name) => graph.getModuleInfo(target)?.exports.includes(name));
        if (passing.length > 0) stack.push({ id: target, wanted: new Set(passing) });
        continue;
      }
      const own = fresh.flatMap((name) => names.get(name) ?? []);
      if (own.length > 0) stack.push({ id: target, wanted: own.includes('*') ? 'all' : new Set(own) });
    }
  }
  return seen;
}

function tiersOf(graph: ModuleGraph, allIds: Iterable<string>): Map<string, Tier> {
  const ids = [...allIds];
  const resolve = (suffixes: readonly string[]) => ids.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)));
  // Every closure meets the same modules again and again: each is read for re-exports once.
  const barrels = new Map<string, boolean>();
  const barrel = (id: string, node: ModuleNode) => {
    const known = barrels.get(id) ?? isBarrel(node);
    barrels.set(id, known);
    return known;
  };
  const closure = (roots: readonly string[]) => staticClosure(graph, roots, barrel);
  const tiers = new Map<string, Tier>();
  for (const id of closure(resolve(BOOT_ROOTS))) tiers.set(id, 'boot');
  const unframed = closure(resolve(UNFRAMED_ROOTS));
  for (const id of closure(resolve(SCOPE_ROOTS))) if (!tiers.has(id)) tiers.set(id, 'scope');
  for (const id of closure(resolve(FRAME_ROOTS)))
    if (!tiers.has(id)) tiers.set(id, unframed.has(id) ? 'scope' : 'frame');
  const pages = ids.filter(isPage);
  const pagesReaching = new Map<string, number>();
  for (const page of pages) {
    for (const id of closure([page])) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
  }
  for (const [id, count] of pagesReaching)
    if (count >= pages.length * COMMON_SHARE && !tiers.has(id)) tiers.set(id, 'common');
  return tiers;
}

/**
 * The plugin computes the tiers once the module graph is complete (Rolldown chunks after
 * `buildEnd`); `rolldownOptions` hands them to the chunking. Inlining needs free entry signatures
 * and strict execution order; the latter also keeps module order right wherever the tiers'
 * closure (an approximation of tree-shaking) and the bundle disagree.
 */
export function chunkTiers() {
  let tiers = new Map<string, Tier>();
  const plugin: Plugin = {
    name: 'console:chunk-tiers',
    apply: 'build',
    buildEnd() {
      tiers = tiersOf(this, this.getModuleIds());
    },
  };
  const rolldownOptions = {
    preserveEntrySignatures: false,
    output: {
      strictExecutionOrder: true,
      codeSplitting: {
        groups: [{ name: (id: string): Tier | null => tiers.get(id) ?? null, includeDependenciesRecursively: false }],
        experimentalInlineCommonChunks: { maxSize: INLINE_BELOW },
      },
    },
  } satisfies BuildEnvironmentOptions['rolldownOptions'];
  return { plugin, rolldownOptions };
}
