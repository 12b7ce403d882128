/**
 * The browser suite's `test`: every spec file runs against a console of its own, started on a copy of
 * the database the global set-up seeded (support/global-setup.ts), so files never see each
 * other's writes and may run in parallel. The demo accounts' sessions from the set-up are valid in
 * every copy: `loginAs` (support/auth.ts) uses them without signing in.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { createPostgresDatabase } from '../../apps/server/test/postgres-databases';
import { dataDirDatabase, startConsoleOn, type ConsoleDatabase, type ConsoleProcess } from './console-process';
import { E2E_SERVER_ENV } from './global-setup';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Request, Response } from '@playwright/test';

export interface Running {
  server: ConsoleProcess;
  /** Throws its copy of the database away. */
  remove(): Promise<void>;
}

/** A new copy of the seeded template (support/global-setup.ts): a database clone or a data directory. */
async function copyOfTemplate(): Promise<ConsoleDatabase> {
  const {
    TEST_DATABASE_URL: serverUrl,
    E2E_TEMPLATE_DATABASE: templateDatabase,
    E2E_TEMPLATE: templateDir,
  } = process.env;
  if (serverUrl && templateDatabase) {
    const database = await createPostgresDatabase(serverUrl, 'e2e', templateDatabase);
    return { options: { databaseUrl: database.url }, remove: database.drop };
  }
  if (!templateDir) throw new Error('No template database: run the browser suite through playwright.config.ts');
  return dataDirDatabase('console-e2e-', templateDir);
}

/** A console on a new copy of the seeded template; `port` and `env` for a spec that needs a console of its own. */
export async function startOnCopy(
  logFile: string,
  { port, env = {} }: { port?: number; env?: Record<string, string> } = {},
): Promise<Running> {
  const copy = await copyOfTemplate();
  return {
    server: await startConsoleOn(copy, { port, env: { ...E2E_SERVER_ENV, ...env }, logFile }),
    remove: copy.remove,
  };
}

export async function stopRunning(running: Promise<Running> | undefined): Promise<void> {
  const stopped = await running?.catch(() => undefined);
  if (!stopped) return;
  // Its data is thrown away: no need for a graceful shutdown.
  await stopped.server.stop('SIGKILL');
  await stopped.remove();
}

/**
 * The worker's console: a fresh one for each spec file, on a copy of the seeded template. The next
 * file's console starts while this file runs, so a file waits for none (each takes about 2 s).
 */
class FileServer {
  private file: string | undefined;
  private running: Promise<Running> | undefined;
  private spare: Promise<Running> | undefined;

  /** `log`: the worker's server log, each file's part headed by its name. */
  constructor(private readonly log: string) {}

  async for(file: string): Promise<string> {
    if (this.file !== file || !this.running) {
      await stopRunning(this.running);
      appendFileSync(this.log, `\n== ${file}\n`);
      this.running = this.spare ?? startOnCopy(this.log);
      this.spare = startOnCopy(this.log);
      // A spare that fails to start fails the file that takes it, not this one.
      this.spare.catch(() => undefined);
      this.file = file;
    }
    return (await this.running).server.url;
  }

  /** The log's last `lines` lines since this file's console started (its spare writes there too). */
  logTail(lines: number): string {
    // A spec with a console of its own never started the worker's.
    if (!existsSync(this.log)) return '';
    const text = readFileSync(this.log, 'utf8');
    const start = this.file === undefined ? -1 : text.lastIndexOf(`\n== ${this.file}\n`);
    return text.slice(Math.max(start, 0)).split('\n').slice(-lines).join('\n');
  }

  async stop(): Promise<void> {
    await Promise.all([stopRunning(this.running), stopRunning(this.spare)]);
    this.running = this.spare = undefined;
  }
}

export const test = base.extend<{ serverLogOnFailure: void }, { fileServer: FileServer }>({
  fileServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const server = new FileServer(join(workerInfo.project.outputDir, `servers-worker-${workerInfo.workerIndex}.log`));
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ fileServer }, use, testInfo) => {
    await use(await fileServer.for(testInfo.file));
  },
  // A failure that shows only in a loaded run (a session refused, a 500) is read from what the
  // server answered: the API's refusals the test's pages met, and the end of the server's log (its
  // warnings and errors), go with the failure into the run's output.
  serverLogOnFailure: [
    async ({ context, fileServer }, use, testInfo) => {
      const refusals: Promise<string>[] = [];
      context.on('response', (response) => {
        if (response.status() < 400 || !response.url().includes('/member-api/')) return;
        const line = `${response.request().method()} ${response.url()} → ${response.status()}`;
        refusals.push(
          response.text().then(
            (body) => `${line} ${body.slice(0, 200)}`,
            () => line,
          ),
        );
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const report = ['API refusals:', ...(await Promise.all(refusals)), 'Server log:', fileServer.logTail(40)].join(
        '\n',
      );
      await testInfo.attach('server answers', { body: report, contentType: 'text/plain' });
      console.error(`── what the server answered (${testInfo.titlePath.join(' › ')}):\n${report}`);
    },
    { auto: true },
  ],
});
