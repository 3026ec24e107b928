/**
 * Starts the portal: read the configuration, open the database, apply migrations, seed the
 * demo municipalities on a fresh embedded database, listen, and say where to go.
 */
import { buildApp } from './app.js';
import { serverJobs } from './composition.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createJobRunner, type JobRunner } from './jobs/index.js';
import { createOutboxDelivery, OUTBOX_JOB_NAME } from './mail/index.js';
import { isEmpty, runCommand, seedDemo, serveOperatorCommands } from './operator/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's log once it is built; a connection lost before that is said on stderr.
  let log: { warn(fields: object, message: string): void } | undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    role: 'the server',
    onConnectionLost: (error) =>
      log
        ? log.warn({ err: error }, 'database connection lost; the next query opens another')
        : console.warn(`database connection lost: ${error.message}`),
  });
  const { db } = database;
  await migrateToLatest(db);

  const seed = config.SEED_DEMO === 'yes' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  let seeded: string[] = [];
  if (seed && (await isEmpty(db))) seeded = await seedDemo(db, config);

  const app = await buildApp({ config, db });
  log = app.log;
  // Made before listening: a bad mail setting stops the start instead of failing later.
  let runner: JobRunner | undefined;
  const outbox = createOutboxDelivery(app.log, {
    production: config.NODE_ENV === 'production',
    onQueued: () => runner?.trigger(OUTBOX_JOB_NAME),
  });
  runner = createJobRunner({ db, config, log: app.log, jobs: serverJobs({ outbox: outbox.job }) });
  await runner.start();
  if (seeded.length > 0) app.log.info({ tenants: seeded }, 'demo municipalities created');

  // On the embedded database the operator tool cannot open the folder while this process has it: it sends its
  // commands here instead (operator/operator-socket.ts).
  const operatorSocket =
    database.kind === 'pglite' ? await serveOperatorCommands(db, config.DATA_DIR, app.log, runCommand) : null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await operatorSocket?.close();
    await runner?.stop();
    outbox.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const first = config.DEFAULT_TENANT ?? seeded[0] ?? 'voorbeeld';
  // Plain stdout, not the JSON log: this line is for the person who ran the start command.
  process.stdout.write(
    `\nParkeerloket is running (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}).\nOpen ${base}/${first}\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
