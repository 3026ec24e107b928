import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runOperatorTool, startOperatorControl } from './operator-control.js';
import { artifactsDir, repoRoot } from './paths.js';
import { slow } from './time-scale.js';
import { e2eWorkers } from './workers.js';

export interface PortalAddress {
  baseUrl: string;
  /** Where a test runs the operator tool (support/operator.ts); '' against a portal that runs elsewhere. */
  operatorUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker (support/workers.ts); a test file uses its worker's (support/portal-address.ts). */
    portals: PortalAddress[];
  }
}

const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const webDist = join(repoRoot, 'apps/web/dist');
const webEntry = join(webDist, 'index.html');
const staffDist = join(repoRoot, 'apps/staff/dist');
/**
 * The first start creates the embedded database and seeds both demo municipalities, which takes a while on 2 cores,
 * the more so with three portals starting at once beside the server tests on PostgreSQL (scripts/test.mjs).
 */
const startupDeadlineMs = slow(180_000);
const stopDeadlineMs = slow(10_000);

/** Where a portal keeps its data: a fresh embedded database, or a fresh database on DATABASE_URL's PostgreSQL server. */
export type PortalDatabase = 'embedded' | 'postgres';

/**
 * Starts the built portal, one per worker (support/workers.ts), each on a free port with a fresh embedded
 * database, and hands their addresses to the tests. Set E2E_BASE_URL to test a portal that is already
 * running instead (every worker then uses that one).
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startPortals(project, 'embedded');
}

/** As the default export, on the database given; support/global-setup-postgres.ts starts them on PostgreSQL. */
export async function startPortals(project: TestProject, database: PortalDatabase): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    await waitForHealth(external.replace(/\/$/, ''), () => undefined);
    project.provide('portals', [{ baseUrl: external.replace(/\/$/, ''), operatorUrl: '' }]);
    return async () => {};
  }

  for (const [file, what] of [
    [serverEntry, 'the server'],
    [webEntry, 'the web app'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`${what} is not built: ${file} is missing. Run \`npm run build\` in the repository root first.`);
    }
  }

  await mkdir(artifactsDir, { recursive: true });
  const postgres = database === 'postgres' ? postgresServer() : undefined;
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, i) => startPortal(i + 1, postgres)),
  );
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(portals.map((portal) => portal.stop()));
    throw failed.reason;
  }
  project.provide(
    'portals',
    portals.map(({ baseUrl, operatorUrl }) => ({ baseUrl, operatorUrl })),
  );
  return async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  };
}

/**
 * One portal: the built server on a free port with a fresh database, and its operator tool. The database is
 * embedded, or, given a PostgreSQL server, one created there for this portal alone and dropped afterwards.
 */
async function startPortal(
  number: number,
  postgres: URL | undefined,
): Promise<PortalAddress & { stop: () => Promise<void> }> {
  const database = postgres ? await createPortalDatabase(postgres, number) : undefined;
  const runDir = await mkdtemp(join(tmpdir(), 'parkeerloket-e2e-'));
  const dataDir = join(runDir, 'data');
  // The server reads index.html once and the assets on every request; a rebuild during the run (vite empties
  // apps/web/dist) would leave it pointing at files that are gone. The run serves its own copy.
  const webDir = join(runDir, 'web');
  const staffDir = join(runDir, 'staff');
  try {
    await snapshotWebApp(webDir);
    // The back office's app (apps/staff/dist), copied for the same reason.
    if (existsSync(staffDist)) await cp(staffDist, staffDir, { recursive: true });
  } catch (error) {
    await rm(runDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The log is written outside the repository while the run lasts, so that two runs at once do not mix their logs.
  const logFile = join(runDir, 'server.log');
  const log = createWriteStream(logFile);
  const closeLog = (): Promise<void> =>
    new Promise<void>((resolve) => (log.writableEnded ? resolve() : log.end(resolve)));
  const finish = async (): Promise<void> => {
    await closeLog();
    await copyFile(logFile, join(artifactsDir, `server-${number}.log`)).catch(() => undefined);
    await rm(runDir, { recursive: true, force: true });
    await database?.drop();
  };

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    WEB_DIST_DIR: webDir,
    STAFF_DIST_DIR: staffDir,
    // The whole suite is one client address playing many residents at a few hundred calls a minute; the per-address
    // limit (300 a minute by default) would make a fast machine fail at random.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every browser context is its own device with its own client address (fixtures.ts sends X-Forwarded-For), as
    // residents are: the per-address limits on codes and checks then bite per resident, not per suite.
    TRUST_PROXY: 'true',
    // Seals the secrets a beheerder or the operator stores (a payment provider's key, a client secret); a test value.
    IDENTITY_SECRET_KEY: process.env.IDENTITY_SECRET_KEY || 'e2e-only-secret-key-0123456789abcdef',
  };
  // The suite runs on the embedded database, also in CI where DATABASE_URL points at PostgreSQL; the PostgreSQL
  // journeys (vitest.postgres.config.ts) on a database of the portal's own there, seeded as the embedded one is.
  delete env.DATABASE_URL;
  if (database) {
    env.DATABASE_URL = database.url;
    env.SEED_DEMO = 'yes';
  }

  const startServer = (): { child: ChildProcess; exitReason: () => string | undefined } => {
    const child = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Two streams feed one file: neither may close it when it ends.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    let exited: string | undefined;
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? `code ${code}`}`;
    });
    return { child, exitReason: () => exited };
  };
  let server = startServer();

  try {
    await waitForHealth(baseUrl, server.exitReason);
  } catch (error) {
    await stopServer(server.child);
    await closeLog();
    const tail = await readTail(logFile);
    await finish();
    throw new Error(`${(error as Error).message}\n--- last lines of the server's log ---\n${tail}`);
  }

  // The operator tool for tests that play the municipality's employee (support/operator.ts). On the embedded
  // database the tool hands its command to the running server (apps/server/src/operator/operator-socket.ts), which
  // runs it in its own process and so forgets at once what it keeps in memory of settings the command changed. On
  // PostgreSQL the tool opens the database itself, so the server stops while it runs and starts again on the same
  // port (sessions are in the database, so the browser stays logged in), to forget those settings as well.
  const control = await startOperatorControl(async (args) => {
    if (!database) return { ...(await runOperatorTool(args, env)), serverDownMs: 0 };
    const stopped = Date.now();
    await stopServer(server.child);
    try {
      return { ...(await runOperatorTool(args, env)), serverDownMs: Date.now() - stopped };
    } finally {
      server = startServer();
      await waitForHealth(baseUrl, server.exitReason);
    }
  });

  return {
    baseUrl,
    operatorUrl: control.url,
    stop: async () => {
      await control.close();
      await stopServer(server.child);
      await finish();
    },
  };
}

async function snapshotWebApp(target: string): Promise<void> {
  await cp(webDist, target, { recursive: true });
  const html = await readFile(join(target, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((asset) => !existsSync(join(target, asset)));
  if (missing.length > 0) {
    throw new Error(
      `apps/web/dist is incomplete (${missing.join(', ')} missing): is a build running? Run \`npm run build\` again.`,
    );
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, exitReason: () => string | undefined): Promise<void> {
  const deadline = Date.now() + startupDeadlineMs;
  let lastProblem = 'no answer yet';
  let delayMs = 50;
  while (Date.now() < deadline) {
    const reason = exitReason();
    if (reason) throw new Error(`The server ${reason} before ${baseUrl}/health answered 200.`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    // Polling interval between health probes, with a small back-off; the deadline bounds the wait.
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    delayMs = Math.min(delayMs * 2, 500);
  }
  throw new Error(`${baseUrl}/health did not answer 200 within ${startupDeadlineMs / 1000} s (${lastProblem}).`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopDeadlineMs);
  await exited;
  clearTimeout(timer);
}

async function readTail(file: string, lines = 40): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** The PostgreSQL server of DATABASE_URL, on which each portal gets a database of its own. */
function postgresServer(): URL {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'The PostgreSQL journeys need DATABASE_URL (a PostgreSQL server the suite may create databases on).',
    );
  return new URL(url);
}

/**
 * Creates a database for one portal on the server (connecting through DATABASE_URL's own database, which is
 * left alone), named for the run so that two runs at once never meet; `drop` removes it, connections and all.
 */
async function createPortalDatabase(server: URL, number: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `parkeerloket_e2e_${process.pid}_${number}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string): Promise<void> => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
