import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The server files
    // mostly wait on their database threads and processes, so one per core keeps both busy (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Files in one worker share loaded modules (a fresh import of the app cost each file about
          // 1.5 s): server code keeps no state in modules, and tests never mock one.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The first-load budgets, computed from the web build (built first when stale).
        test: {
          name: 'build',
          root: 'apps/web/build',
          include: ['*.test.ts'],
          environment: 'node',
          globalSetup: ['global-setup.ts'],
        },
      },
      ...webProjects,
    ],
  },
});
