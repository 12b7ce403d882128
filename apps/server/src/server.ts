/** Starts the server: listens, prints where, and shuts down gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ACCOUNTS } from './modules/user';
import { shutDown } from './shutdown';

const REPEATED_SIGNAL_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');

  // One write, so the banner is never interleaved with log lines.
  const banner = [
    '',
    `  Console ready at ${url}`,
    `  API docs at ${url}/member-api/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir ?? 'in memory'}`}`,
    ...(config.seedDemo
      ? ['  Demo accounts:', ...DEMO_ACCOUNTS.map((a) => `    ${a.username} / ${a.password}  (${a.roles.join(', ')})`)]
      : []),
    '',
  ];
  console.log(banner.join('\n'));

  // A Ctrl-C reaches this process both from the terminal and through `npm start`: signals that
  // arrive together count as one; a signal repeated later means "stop waiting".
  let closingSince = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closingSince) {
      if (Date.now() - closingSince < REPEATED_SIGNAL_MS) return;
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info(`${signal}: not ready any more; finishing in-flight requests, then closing the database`);
    shutDown(app, config.shutdown).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message.replaceAll('\n', '\n  ')}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
