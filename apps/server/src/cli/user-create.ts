/**
 * Creates an account on the configured database (the embedded one under DATA_DIR, or DATABASE_URL).
 *   npm run user:create -- --username alice --role admin      (reads the password from stdin)
 *   echo 'S3cret-pass' | npm run user:create -- --username bob
 * Stop the server first when it uses the embedded database: only one process may open it.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BUILTIN_ROLES, type BuiltinRole } from '@console/shared';
import { databaseOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAccount, createUserStore } from '../modules/user';

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY)
    process.stdout.write('Password (at least six characters, upper and lower case, no spaces): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const USAGE = `Usage: npm run user:create -- --username <name> [--role admin|user]
  The password is read from stdin (typed, or piped: echo 'S3cret-pass' | npm run user:create -- ...).
  An admin also holds the user role. Uses DATA_DIR or DATABASE_URL like the server.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string', default: 'user' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // The console's own roles only: the roles administrators create are granted in the console.
  const role = BUILTIN_ROLES.find((builtin): builtin is BuiltinRole => builtin === values.role);
  if (!values.username || !role) throw new Error(USAGE);
  const password = await readPassword();
  const database = await openDatabase(databaseOptions(loadConfig()));
  try {
    await createAccount(createUserStore(database.db), { username: values.username, password, role });
    console.log(`Created ${role} account "${values.username}".`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
