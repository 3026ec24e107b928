/**
 * CPU cost per request of the server, measured where a shared machine cannot blur it: a fixed
 * number of requests at modest concurrency, and the CPU time (user + system) the server process
 * used for them, from /proc. Throughput on a busy machine says how busy the machine was; CPU time
 * per request says what a request costs. Compared with the two yardsticks in the same run.
 *
 *   node bench/cost.mjs [--requests=4000] [--only=name,name] [--prof] [--server=apps/server/dist-other] [--log=info]
 *
 * Uses the embedded database (a fresh folder), or BENCH_DATABASE_URL (wiped) when set. --prof
 * writes a V8 CPU profile of the portal's process to bench/profiles/ (read it with
 * bench/profile-summary.mjs, or in Chrome's DevTools). --server runs another build of the server
 * (a copy of apps/server/dist made from an earlier commit), to compare before and after in one minute.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { CALLS } from './pages.mjs';
import { giveHoldings } from './resident.mjs';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const arg = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(arg('requests', '4000'));
const ONLY = arg('only', '')
  .split(',')
  .filter((x) => x);
/**
 * A call's name given in full picks that call only (`get_eloket_settings`, not also its logged-in
 * row); a part of a name picks every call it is part of. The yardsticks are measured in every run.
 */
const picked = (name) =>
  !ONLY.length ||
  ONLY.includes(name) ||
  (!CALLS.some((call) => ONLY.includes(call.name)) && ONLY.some((o) => name.includes(o)));
const PROF = argv.includes('--prof');
// The portal's LOG_LEVEL: warn by default (no access log); --log=info measures it with the access log a
// production server writes (read from the pipe as a log collector would).
const LOG_LEVEL = arg('log', 'warn');
const SERVER_DIST = arg('server', 'apps/server/dist');
const PG_URL = process.env.BENCH_DATABASE_URL;
const TENANT = 'voorbeeld';
const dist = (path) => import(join(root, 'apps/server/dist', path));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function prepare() {
  const database = PG_URL ? { url: PG_URL } : { dir: mkdtempSync(join(os.tmpdir(), 'pl-cost-')) };
  if (PG_URL) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query('drop schema public cascade; create schema public');
    await client.end();
  }
  const { openDatabase } = await dist('db/database.js');
  const { migrateToLatest } = await dist('db/migrate.js');
  const { seedDemo } = await dist('operator/seed-demo.js');
  const { findTenantByCode } = await dist('tenants/tenant-repository.js');
  const { relationForIdentity } = await dist('relations/relation-service.js');
  const { insertSession } = await dist('sessions/session-repository.js');
  const { SESSION_COOKIE } = await dist('sessions/session-service.js');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dir, role: 'the benchmark' });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { PORT: 8080 });
  const tenant = await findTenantByCode(handle.db, TENANT);
  const id = await relationForIdentity(handle.db, tenant.id, {
    service: 'digid',
    subject: 'cost-bench',
    attributes: { relationType: 'P', firstname: 'Bench', lastname: 'Bewoner' },
  });
  await giveHoldings(handle.db, tenant.id, id);
  // Statistics as autovacuum keeps them on a database in use: without them the planner guesses one row per
  // table and plans the listings' subselects as scans of every row of the tenant (decision 050).
  await sql`analyze`.execute(handle.db);
  const { token } = await insertSession(
    handle.db,
    tenant.id,
    { relationId: id, state: 'authorized', locale: null, loginService: 'digid' },
    { idleMinutes: 20, maxHours: 12 },
  );
  await handle.close();
  return { database, cookie: `${SESSION_COOKIE}=${token}` };
}

async function start(script, args, env, ready) {
  const child = spawn(
    process.execPath,
    [...(PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench/profiles')}`] : []), script, ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await ready(child);
  return child;
}

async function waitHealth(port) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {}
    await sleep(20);
  }
  throw new Error('no health');
}

/** The PostgreSQL backends serving this database (other databases on the server are not ours to count). */
async function backendPids() {
  if (!PG_URL) return [];
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}

const sumCpu = (pids) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(pid);
    } catch {
      return sum;
    }
  }, 0);

const warmUp = (request) => autocannon({ ...request, connections: 8, amount: Math.min(1500, REQUESTS) });

/**
 * CPU microseconds per request of the serving process (and of its PostgreSQL backends), over
 * REQUESTS requests at 8 connections, after a warm-up.
 */
async function cost(pid, request) {
  await warmUp(request);
  const backends = await backendPids();
  const before = { server: cpuMs(pid), db: sumCpu(backends) };
  const result = await autocannon({ ...request, connections: 8, amount: REQUESTS });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    usPerRequest: ((cpuMs(pid) - before.server) * 1000) / REQUESTS,
    dbUsPerRequest: ((sumCpu(backends) - before.db) * 1000) / REQUESTS,
    bad,
  };
}

async function main() {
  const { database, cookie } = await prepare();
  const port = 19_000 + Math.floor(Math.random() * 500);
  const yardPort = port + 1;
  const server = await start(
    join(root, SERVER_DIST, 'main.js'),
    [],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: LOG_LEVEL,
      SEED_DEMO: 'no',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dir, DATABASE_URL: '' }),
    },
    (child) => {
      child.stdout.resume();
      return waitHealth(port);
    },
  );
  const yard = await start(
    join(root, 'bench/yardstick.mjs'),
    [String(yardPort), ...(database.url ? [database.url] : [])],
    {},
    (child) => new Promise((r) => child.stdout.once('data', r)),
  );
  const measured = [
    ['yardstick: bare', yard.pid, { url: `http://127.0.0.1:${yardPort}/bare` }],
    ['yardstick: one SELECT', yard.pid, { url: `http://127.0.0.1:${yardPort}/one-select` }],
    ...CALLS.filter((call) => picked(call.name)).map((call) => [
      call.name,
      server.pid,
      {
        url: `http://127.0.0.1:${port}/${TENANT}/services/${call.endpoint}`,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-encoding': 'gzip, br',
          ...(call.kind === 'public' ? {} : { cookie }),
        },
        body: new URLSearchParams(call.params ?? {}).toString(),
      },
    ]),
  ];
  const rows = [];
  try {
    // Every request is warmed up before any is measured: the first one measured otherwise pays for
    // the start of the process (the JIT compiling the shared code on its threads, whose CPU time
    // counts), about 15 µs a request more than the same call measured later.
    for (const [, , request] of measured) await warmUp(request);
    for (const [name, pid, request] of measured) rows.push({ name, ...(await cost(pid, request)) });
  } finally {
    server.kill('SIGTERM');
    yard.kill('SIGTERM');
    await sleep(PROF ? 3000 : 200);
  }
  const bare = rows.find((r) => r.name === 'yardstick: bare')?.usPerRequest;
  const one = rows.find((r) => r.name === 'yardstick: one SELECT')?.usPerRequest;
  process.stdout.write(
    `\nCPU per request of the serving process, ${SERVER_DIST} (${REQUESTS} requests, 8 connections, LOG_LEVEL=${LOG_LEVEL}; load average ${os.loadavg()[0].toFixed(2)})\n`,
  );
  for (const r of rows) {
    const rel = [
      bare && `${(bare / r.usPerRequest).toFixed(2)} of bare`,
      one && `${(one / r.usPerRequest).toFixed(2)} of one SELECT`,
    ]
      .filter(Boolean)
      .join(', ');
    process.stdout.write(
      `${r.name.padEnd(42)} ${r.usPerRequest.toFixed(0).padStart(6)} µs${PG_URL ? ` + PostgreSQL ${r.dbUsPerRequest.toFixed(0).padStart(5)} µs` : ''}  (${rel})${r.bad ? `  ${r.bad} failed` : ''}\n`,
    );
  }
}

main().catch((e) => {
  process.stderr.write(`${e.stack}\n`);
  process.exit(1);
});
