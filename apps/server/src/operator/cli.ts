#!/usr/bin/env node
/**
 * The operator's command-line tool. It works on the same database as the server
 * (DATABASE_URL, or the embedded database in DATA_DIR), applying migrations first when any is missing.
 * Run `npm run operator -- help` for the commands.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { migrateIfNeeded } from '../db/migrate.js';
import { TenantAdminError } from '../tenants/index.js';
import { HELP, runCommand } from './commands.js';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: false,
    options: {
      name: { type: 'string' },
      all: { type: 'boolean' },
      username: { type: 'string' },
      email: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      reason: { type: 'string' },
      by: { type: 'string' },
      documents: { type: 'string' },
      at: { type: 'string' },
      status: { type: 'string' },
      iban: { type: 'string' },
      bic: { type: 'string' },
      csv: { type: 'string' },
      date: { type: 'string' },
    },
  });
  const [command = 'help', ...args] = positionals;
  if (command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const config = loadConfig();
  // With the embedded database this refuses (DataDirLockedError) while the server has the folder open.
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
    role: 'the operator tool',
  });
  try {
    await migrateIfNeeded(database.db);
    await runCommand(database.db, command, args, values as Record<string, string | boolean>);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof TenantAdminError ||
    error instanceof ConfigError ||
    error instanceof SyntaxError ||
    error instanceof DataDirLockedError;
  process.stderr.write(
    `${expected ? '' : 'Unexpected error: '}${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
