import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const TESTS = /\.test\.tsx?$/;

/**
 * A file that replaces a module or a global needs a module graph of its own: a module another file
 * loaded first would keep the real one. The others share loaded modules within a worker, as the
 * server's files do: a fresh import of React, Arco and the app cost each file about 1.2 s, the web
 * suite 103 s against 22 (docs/testing.md, "Keeping it fast").
 */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock)\(|\bvi\.spyOn\(globalThis\b/;

const ownGraph = readdirSync(`${root}/src`, { recursive: true, encoding: 'utf8' })
  .filter((file) => TESTS.test(file) && REPLACES_MODULES.test(readFileSync(`${root}/src/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

const web = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration =>
  defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // A timeout guards against a hang, never measures speed: a form test that takes 1.4 s on a quiet
    // machine took over 5 s (Vitest's default) beside a browser suite.
    test: { root, environment: 'jsdom', css: false, testTimeout: 15_000, name, ...test },
  });

/** The web app's unit and component tests, as two projects of the root configuration. */
export const webProjects = [
  web('web', {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ownGraph],
    isolate: false,
    setupFiles: ['src/test/setup.ts', 'src/test/shared-modules.ts'],
  }),
  ...(ownGraph.length > 0 ? [web('web-isolated', { include: ownGraph, setupFiles: ['src/test/setup.ts'] })] : []),
];
