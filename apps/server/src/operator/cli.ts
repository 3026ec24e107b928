#!/usr/bin/env node
/**
 * The operator's command-line tool. It works on the same database as the server
 * (DATABASE_URL, or the embedded database in DATA_DIR), applying migrations first when any is missing.
 * Run `npm run operator -- help` for the commands.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { TenantAdminError } from '../tenants/index.js';
import { absolutePathArgs, sendOperatorCommand } from './operator-socket.js';

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
    process.stdout.write(`${(await import('./commands.js')).HELP}\n`);
    return;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // A server running on the embedded database holds its folder: it runs the command (operator-socket.ts).
    const flags = Object.fromEntries(
      Object.entries(values as Record<string, string | boolean>).map(([name, value]) => [
        name,
        typeof value === 'string' ? (absolutePathArgs([value], process.cwd(), existsSync)[0] ?? value) : value,
      ]),
    );
    const exit = await sendOperatorCommand(
      config.DATA_DIR,
      { command, args: absolutePathArgs(args, process.cwd(), existsSync), flags },
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    );
    if (exit !== null) {
      process.exitCode = exit;
      return;
    }
  }
  // Loaded only now: a command the running server takes needs none of this.
  const [{ openDatabase }, { migrateIfNeeded }, { runCommand }] = await Promise.all([
    import('../db/database.js'),
    import('../db/migrate.js'),
    import('./commands.js'),
  ]);
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
