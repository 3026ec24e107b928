/**
 * npm run bench: measures the production build and prints one table of figures, budgets and
 * pass/fail, with the machine it ran on (bench/README.md). Not part of the tests.
 *
 *   npm run bench                       everything (about 15 minutes; the 1M data set once more on first use)
 *   npm run bench -- --quick            short loads, one Lighthouse run per screen
 *   npm run bench -- --only=api,web     some sections: api, web, growth, staff, two, exports, reports
 *
 *   npm run bench -- --only=api --before=apps/server/dist-before   the API of an earlier build beside this one, alternating
 *
 * BENCH_DATABASE_URL       a PostgreSQL database the benchmark may wipe (the API on PostgreSQL, growth at 10,000, two instances)
 * BENCH_BIG_DATABASE_URL   a PostgreSQL database for the large data set; generated once, kept between runs
 * BENCH_PERMITS            permits in the large data set (default 1,000,000)
 * BENCH_WEB_BASELINE       a web build (an `apps/web/dist` copied elsewhere) that Lighthouse measures in turn with this one
 * BENCH_WEB_BASELINE_SERVER  the server build serving it (apps/server/dist of that commit, copied inside apps/server)
 * BENCH_HELSINKI_URL       Helsinki's permit portal, built and served: its first screen, measured in turn (TBT budget)
 * BENCH_HELSINKI_HOME_URL  its logged-in first screen, compared with home (else BENCH_HELSINKI_URL stands for both)
 * BENCH_API_CALLS          some calls of the API section, by part of their name: BENCH_API_CALLS=issued,cart
 * BENCH_STEADY_LOAD=autocannon   the steady-rate p99 as measured before 27 November 2026 (decision 053), to compare
 */
import { execSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { benchExports } from './exports.mjs';
import { paced } from './paced.mjs';
import { CALLS, PAGES } from './pages.mjs';
import { benchReports } from './reports.mjs';
import { giveHoldings } from './resident.mjs';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (section) => !only || only.includes(section);
const LOAD_SECONDS = QUICK ? 2 : 5;
/**
 * `--before=apps/server/dist-before`: the API section also runs that build of the server (an earlier
 * commit's `apps/server/dist`, copied aside), side by side with the current one, alternating call by
 * call and round by round, so a change is measured before and after in one run on the same machine.
 */
const BEFORE = argv.find((a) => a.startsWith('--before='))?.slice(9);
/** BENCH_API_CALLS: some of the API section's calls, by part of their name (comma-separated); all by default. */
const API_CALLS = process.env.BENCH_API_CALLS
  ? CALLS.filter((call) => process.env.BENCH_API_CALLS.split(',').some((part) => call.name.includes(part.trim())))
  : CALLS;

/** The steady rate of each database's logged-in calls and their p99 budget there (issue 29). */
const STEADY = { postgres: { rate: 500, p99: 25 }, embedded: { rate: 200, p99: 50 } };
const LIGHTHOUSE_RUNS = QUICK ? 1 : 5;
const PG_URL = process.env.BENCH_DATABASE_URL;
const BIG_URL = process.env.BENCH_BIG_DATABASE_URL;
const BIG_PERMITS = Number(process.env.BENCH_PERMITS ?? 1_000_000);
const SMALL_PERMITS = 10_000;
const MUNICIPALITIES = 342;
const TENANT = 'voorbeeld';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A folder to keep every Lighthouse report in (JSON), to see what a screen's LCP waits on. */
const LIGHTHOUSE_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** Each kept report's trace (Lighthouse's artifacts), written beside the report. */
const lighthouseTraces = new WeakMap();

const rows = [];
const notes = [];
const children = new Set();
const log = (text) => process.stderr.write(`[bench] ${text}\n`);

/** One line of the table. `pass`: true, false, or null when the figure has no budget. */
function record(section, figure, value, budget = '', pass = null) {
  rows.push({ section, figure, value, budget, pass });
}

// ---------------------------------------------------------------- build

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function ensureBuilt() {
  const outputs = [join(root, 'apps/web/dist/index.html'), join(root, 'apps/server/dist/main.js')];
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
  const sources = Math.max(...['apps/web/src', 'apps/server/src', 'packages'].map((d) => newest(join(root, d))));
  if (built > sources) return;
  log('the build is missing or older than the sources: npm run build');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 2, 2] });
}

// ---------------------------------------------------------------- processes

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds used so far by a process, or by every process of a name (PostgreSQL's backends). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended in between.
    }
  }
  return ticks / 100;
}

/** Busy CPU time of the whole machine so far (every core, every process), in seconds. */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, v) => sum + v, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: (total - idle) / 100 };
}

function pidsNamed(name) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

let nextPort = 18_500 + Math.floor(Math.random() * 400);
const freePort = () => nextPort++;

async function waitForHealth(port, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error('the server did not answer /health in time');
}

/** Starts the built server; answers its port, process, and the time until /health answered. */
async function startServer(database, extra = {}, dist = 'apps/server/dist') {
  const port = freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'no',
    // The load comes from one address; the limit itself is not what is measured.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dir }),
    ...extra,
  };
  if (!database.url) delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, dist, 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  try {
    await waitForHealth(port, child);
  } catch (error) {
    throw new Error(`${error.message}\n${errors}`);
  }
  return { port, child, startMs: performance.now() - started };
}

async function startYardstick(url) {
  const port = freePort();
  const child = spawn(process.execPath, [join(root, 'bench/yardstick.mjs'), String(port), ...(url ? [url] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the yardstick stopped (exit ${code})`)));
  });
  return { port, child };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
  children.delete(child);
}

// ---------------------------------------------------------------- databases

const dist = (path) => import(join(root, 'apps/server/dist', path));

async function wipePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema public cascade; create schema public');
  await client.end();
}

async function openMigrated(database) {
  const { openDatabase } = await dist('db/database.js');
  const { migrateToLatest } = await dist('db/migrate.js');
  const handle = await openDatabase({
    databaseUrl: database.url,
    dataDir: database.dir ?? 'memory://',
    role: 'the benchmark',
  });
  await migrateToLatest(handle.db);
  return handle;
}

/** A resident of the tenant logged in as after a real login: a session row, and its cookie. */
async function residentCookie(db, tenantCode, relationId) {
  const { findTenantByCode } = await dist('tenants/tenant-repository.js');
  const { relationForIdentity } = await dist('relations/relation-service.js');
  const { insertSession } = await dist('sessions/session-repository.js');
  const { SESSION_COOKIE } = await dist('sessions/session-service.js');
  const tenant = await findTenantByCode(db, tenantCode);
  const id =
    relationId ??
    (await relationForIdentity(db, tenant.id, {
      service: 'digid',
      subject: `bench-${Date.now()}`,
      attributes: { relationType: 'P', firstname: 'Bench', lastname: 'Bewoner' },
    }));
  await db
    .updateTable('relations')
    .set({ email: 'bench@example.test', email_validation_status: 'VALIDATED' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', id)
    .execute();
  const { token } = await insertSession(
    db,
    tenant.id,
    { relationId: id, state: 'authorized', locale: null, loginService: 'digid' },
    { idleMinutes: 20, maxHours: 12 },
  );
  return { cookie: `${SESSION_COOKIE}=${token}`, tenant, relationId: id };
}

/** A fresh database with the demo municipalities and a logged-in resident. */
async function prepareDemo(kind) {
  const database = kind === 'postgres' ? { url: PG_URL } : { dir: mkdtempSync(join(os.tmpdir(), 'pl-bench-')) };
  if (database.url) await wipePostgres(database.url);
  const handle = await openMigrated(database);
  const { seedDemo } = await dist('operator/seed-demo.js');
  await seedDemo(handle.db, { PORT: 8080 });
  const session = await residentCookie(handle.db, TENANT);
  // A resident with an address and a few permits, so the logged-in calls have something to read.
  await giveHoldings(handle.db, session.tenant.id, session.relationId);
  const product = await handle.db
    .selectFrom('products')
    .select(['permit_type_id', 'area_id'])
    .where('tenant_id', '=', session.tenant.id)
    .orderBy('position')
    .executeTakeFirst();
  await handle.close();
  return {
    database,
    cookie: session.cookie,
    product: product ? `${product.permit_type_id}/${product.area_id}` : '0/0',
  };
}

// ---------------------------------------------------------------- load

function form(params = {}) {
  return new URLSearchParams(params).toString();
}

function callRequest(port, call, cookie, tenant = TENANT) {
  return {
    url: `http://127.0.0.1:${port}/${tenant}/services/${call.endpoint}`,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-encoding': 'gzip, br',
      ...(call.kind === 'public' ? {} : { cookie }),
    },
    body: form(call.params),
  };
}

async function probe(request) {
  const res = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  try {
    return (await res.json()).statuscode;
  } catch {
    return `HTTP ${res.status}`;
  }
}

/** Load at `connections` for LOAD_SECONDS, or at a fixed `rate` (requests per second in all). */
async function load(request, { connections = 50, rate, seconds = LOAD_SECONDS } = {}) {
  const result = await autocannon({
    ...request,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ---------------------------------------------------------------- API

/** The PostgreSQL backends serving the benchmark's database (other databases on the server are others' work). */
async function backendPids(url) {
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((row) => String(row.pid));
}

/** Resident memory of an idle server: after a pause with no requests, in MiB (the worker thread included). */
async function idleMiB(child) {
  await sleep(3000);
  return rssMiB(child.pid);
}

/** CPU seconds so far of each process (a PostgreSQL backend that ends in between is left out of the sum). */
function cpuByPid(pids) {
  return new Map(pids.map((pid) => [pid, cpuSeconds([pid])]));
}

function cpuSince(before) {
  let total = 0;
  for (const [pid, seconds] of before) {
    const now = cpuSeconds([pid]);
    if (now >= seconds) total += now - seconds;
  }
  return total;
}

/**
 * One call on one server: throughput and p99 at 50 connections, then p99 at the database's steady
 * rate, with the CPU time the server process (all its threads) and its PostgreSQL backends used per
 * answered call at that rate: a count that depends far less on the machine's other load than a latency.
 */
async function measureCall(server, request) {
  const most = await load(request);
  const pids = await backendPids(server.database.url);
  const before = [cpuByPid([String(server.child.pid)]), cpuByPid(pids)];
  // A steady rate, open loop (bench/paced.mjs, decision 053): not autocannon's overallRate, whose "rate" is a burst each
  // second and whose p99 counts a slow answer once per millisecond it took.
  // BENCH_STEADY_LOAD=autocannon measures as before, to compare figures with runs before that day.
  await sleep(500);
  const steady =
    process.env.BENCH_STEADY_LOAD === 'autocannon'
      ? await load(request, { connections: 16, rate: server.steady.rate })
      : await paced(request, { rate: server.steady.rate, seconds: LOAD_SECONDS });
  const served = Math.max(1, steady.total);
  const serverUs = (cpuSince(before[0]) / served) * 1e6;
  const databaseUs = (cpuSince(before[1]) / served) * 1e6;
  return { most, steady, serverUs, databaseUs };
}

async function benchApi(kind) {
  const section = `API, ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'}`;
  const steady = STEADY[kind];
  log(`${section}: preparing`);
  const demo = await prepareDemo(kind);
  const builds = [{ label: '', dist: 'apps/server/dist', database: demo.database }];
  if (BEFORE) {
    // A data folder opens in one process only: the earlier build gets a copy of the same data.
    const database = demo.database.url ? demo.database : { dir: `${demo.database.dir}-before` };
    if (database.dir) cpSync(demo.database.dir, database.dir, { recursive: true });
    builds.unshift({ label: ' [before]', dist: BEFORE, database });
  }
  for (const build of builds) {
    Object.assign(build, await startServer(build.database, {}, build.dist), { steady });
    record(section, `idle memory (RSS) after start${build.label}`, `${fmt(await idleMiB(build.child))} MiB`);
  }
  const yardstick = await startYardstick(demo.database.url);
  try {
    const base = `http://127.0.0.1:${yardstick.port}`;
    // Warm-ups first, so no figure is that of code the JIT has not compiled yet.
    await load({ url: `${base}/bare` }, { connections: 10, seconds: 1 });
    await load({ url: `${base}/one-select` }, { connections: 10, seconds: 1 });
    const bare = await load({ url: `${base}/bare` });
    const oneSelect = await load({ url: `${base}/one-select` });
    record(section, 'yardstick: bare Fastify JSON route', `${fmt(bare.rps)} req/s, p99 ${bare.p99} ms`);
    record(
      section,
      'yardstick: Fastify route, one primary-key SELECT',
      `${fmt(oneSelect.rps)} req/s, p99 ${oneSelect.p99} ms`,
    );
    for (const call of API_CALLS) {
      const requests = builds.map((build) => callRequest(build.port, call, demo.cookie));
      const statuses = await Promise.all(requests.map(probe));
      const status = statuses.find((s) => s !== 'OK') ?? 'OK';
      if (status !== 'OK') {
        record(
          section,
          call.name,
          status === 'NOT_IMPLEMENTED' ? 'not built yet' : `answers ${status}`,
          '',
          status === 'NOT_IMPLEMENTED' ? null : false,
        );
        continue;
      }
      log(`${section}: ${call.name}`);
      for (const request of requests) await load(request, { connections: 10, seconds: 1 });
      // Alternating: before, after; then after, before (one round without an earlier build).
      const runs = builds.map(() => []);
      const rounds = builds.length > 1 ? 2 : 1;
      for (let round = 0; round < rounds; round++) {
        const order = builds.map((_, i) => i);
        if (round % 2 === 1) order.reverse();
        for (const i of order) runs[i].push(await measureCall(builds[i], requests[i]));
      }
      const [yard, share] =
        call.kind === 'public' ? ['bare', 0.5] : call.kind === 'home' ? ['one SELECT', 0.5] : [null, 0];
      const against = call.kind === 'public' ? bare.rps : oneSelect.rps;
      for (const [i, build] of builds.entries()) {
        const measured = runs[i];
        const rps = Math.min(...measured.map((m) => m.most.rps));
        const ratio = rps / against;
        const worstSteady = Math.max(...measured.map((m) => m.steady.p99));
        const list = (pick) => measured.map(pick).join(' / ');
        const cpu = list((m) => fmt(m.serverUs + m.databaseUs));
        const value =
          `${list((m) => fmt(m.most.rps))} req/s (${fmt(ratio, 2)} of ${yard ?? 'one SELECT'}), ` +
          `p50 ${list((m) => m.most.p50)} ms, p99 ${list((m) => m.most.p99)} ms at 50 connections; ` +
          `at ${steady.rate}/s p99 ${list((m) => m.steady.p99)} ms, CPU ${cpu} µs a call` +
          (demo.database.url
            ? ` (server ${list((m) => fmt(m.serverUs))} + PostgreSQL ${list((m) => fmt(m.databaseUs))})`
            : '');
        const failed = measured.reduce((sum, m) => sum + m.most.bad + m.steady.bad, 0);
        // The steady rate counts only when it was reached: a p99 of the few answers a saturated server gave says nothing.
        const reached = Math.min(...measured.map((m) => m.steady.rps)) >= steady.rate * 0.9;
        const budget = `${yard ? `>= ${share} of ${yard}; ` : ''}p99 <= ${steady.p99} ms at ${steady.rate}/s`;
        const pass = failed === 0 && reached && (!yard || ratio >= share) && worstSteady <= steady.p99;
        const notes = [
          ...(failed ? [`${failed} failed answers`] : []),
          ...(reached ? [] : [`${steady.rate}/s not reached (${list((m) => fmt(m.steady.rps))}/s)`]),
        ];
        record(section, `${call.name}${build.label}`, [value, ...notes].join('; '), budget, pass);
      }
    }
    for (const build of builds)
      record(section, `idle memory (RSS) after the load${build.label}`, `${fmt(await idleMiB(build.child))} MiB`);
  } finally {
    await stop(yardstick.child);
    for (const build of builds) await stop(build.child);
  }
}

// ---------------------------------------------------------------- web

/**
 * The builds and sites Lighthouse measures side by side, one run of each in turn (alternating, so that the
 * machine's load weighs on all alike): this build; with BENCH_WEB_BASELINE a web build of another commit (its
 * `apps/web/dist` copied elsewhere), served by a second portal on its own demo data; with BENCH_HELSINKI_URL
 * Helsinki's permit portal, built and served by whoever runs the benchmark (its first screen; its logged-in
 * screen with BENCH_HELSINKI_HOME_URL, else its first screen stands for both).
 */
const WEB_BASELINE = process.env.BENCH_WEB_BASELINE;
/** The server build that serves BENCH_WEB_BASELINE (a copy of apps/server/dist of that commit, inside apps/server), when the change is on both sides. */
const WEB_BASELINE_SERVER = process.env.BENCH_WEB_BASELINE_SERVER;
const HELSINKI_URL = process.env.BENCH_HELSINKI_URL;
const HELSINKI_HOME_URL = process.env.BENCH_HELSINKI_HOME_URL;
/** The screens whose total blocking time has a budget: at most 150 ms, and at most half of Helsinki's in the same run. */
const TBT_BUDGET_MS = 150;
const TBT_SHARE_OF_HELSINKI = 0.5;
const TBT_SCREENS = new Set(['welcome', 'home']);
/** BENCH_LIGHTHOUSE_RUNS: runs per screen and target (default 5, with --quick 1); BENCH_WEB_SCREENS: some screens by name, comma-separated. */
const LIGHTHOUSE_ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS;
const WEB_SCREENS = process.env.BENCH_WEB_SCREENS?.split(',').map((name) => name.trim());
/** BENCH_LIGHTHOUSE_CPU_PROFILE=1: Lighthouse's traces carry V8's samples of the page (bench/trace-profile.mjs reads them). */
const LIGHTHOUSE_CPU_PROFILE = process.env.BENCH_LIGHTHOUSE_CPU_PROFILE === '1';

/** A served portal: its pages' URLs, the resident's cookie and the flag a logged-in screen needs. */
async function servedPortal(extra = {}, dist) {
  const demo = await prepareDemo('embedded');
  const server = await startServer(demo.database, extra, dist);
  const origin = `http://127.0.0.1:${server.port}`;
  const [name, value] = demo.cookie.split('=');
  return {
    server,
    origin,
    cookie: { name, value, url: `${origin}/${TENANT}` },
    url: (page) => `${origin}/${TENANT}${page.path.replace('{product}', demo.product)}`,
  };
}

async function benchWeb() {
  const section = 'Web';
  log('web: preparing');
  const authorizedKey = `parkeerloket.${TENANT}.authorized`;
  const ours = await servedPortal();
  const baseline = WEB_BASELINE ? await servedPortal({ WEB_DIST_DIR: WEB_BASELINE }, WEB_BASELINE_SERVER) : null;
  const pages = PAGES.filter((page) => !WEB_SCREENS || WEB_SCREENS.includes(page.name)).map((page) => ({
    ...page,
    url: ours.url(page),
  }));
  try {
    // The later screens' rows count what welcome does not load: welcome is weighed first even when not picked.
    const welcome = PAGES.find((page) => page.name === 'welcome');
    const weighed = pages.some((page) => page.name === 'welcome')
      ? pages
      : [{ ...welcome, url: ours.url(welcome), unrecorded: true }, ...pages];
    await measureWeights(section, weighed, ours.cookie, authorizedKey);
    const targets = (page) => [
      { label: 'ours', url: ours.url(page), origin: ours.origin, cookie: ours.cookie },
      ...(baseline
        ? [{ label: 'baseline', url: baseline.url(page), origin: baseline.origin, cookie: baseline.cookie }]
        : []),
      ...(HELSINKI_URL && TBT_SCREENS.has(page.name)
        ? [{ label: 'Helsinki', url: (page.session && HELSINKI_HOME_URL) || HELSINKI_URL, foreign: true }]
        : []),
    ];
    await runLighthouse(section, pages, targets, authorizedKey);
  } finally {
    await stop(ours.server.child);
    if (baseline) await stop(baseline.server.child);
  }
}

/** Which script and style files each screen loads in Chromium, and their gzip weight (the build's .gz copies). */
async function measureWeights(section, pages, cookie, authorizedKey) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const assets = join(root, 'apps/web/dist/assets');
  const gzipSize = (file) => {
    const path = join(assets, file);
    return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
  };
  let first = new Set();
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      if (page.session) {
        await context.addCookies([cookie]);
        await context.addInitScript((key) => localStorage.setItem(key, 'Y'), authorizedKey);
      }
      const tab = await context.newPage();
      const files = new Set();
      tab.on('request', (request) => {
        const match = /\/assets\/([^/?]+\.(js|css))$/.exec(new URL(request.url()).pathname);
        if (match) files.add(match[1]);
      });
      await tab.goto(page.url, { waitUntil: 'networkidle' });
      await context.close();
      const js = [...files].filter((f) => f.endsWith('.js'));
      const css = [...files].filter((f) => f.endsWith('.css'));
      const kib = (list) => list.reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
      if (page.name === 'welcome') {
        first = files;
        if (page.unrecorded) continue;
        record(
          section,
          `${page.name}: JavaScript, gzip`,
          `${fmt(kib(js), 1)} KiB in ${js.length} files`,
          '<= 150 KiB',
          kib(js) <= 150,
        );
        record(
          section,
          `${page.name}: CSS, gzip`,
          `${fmt(kib(css), 1)} KiB in ${css.length} files`,
          '<= 30 KiB',
          kib(css) <= 30,
        );
      } else {
        const later = [...files].filter((f) => !first.has(f));
        const largest = later.reduce((max, f) => (gzipSize(f) > gzipSize(max ?? f) ? f : (max ?? f)), undefined);
        const largestKiB = largest ? gzipSize(largest) / 1024 : 0;
        record(
          section,
          `${page.name}: JS + CSS beyond the first screen, gzip`,
          `${fmt(kib(later), 1)} KiB in ${later.length} files; largest ${largest ?? '-'} ${fmt(largestKiB, 1)} KiB`,
          'each chunk <= 50 KiB',
          largestKiB <= 50,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Lighthouse 12.8.2, mobile preset (simulated throttling), median of LIGHTHOUSE_ROUNDS on every screen, each run
 * with a cold cache; the targets of a screen (benchWeb) take turns, one run each per round.
 */
async function runLighthouse(section, pages, targetsOf, authorizedKey) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  for (const page of pages) {
    const targets = targetsOf(page);
    log(
      `web: Lighthouse on ${page.name}${targets.length > 1 ? ` (${targets.map((t) => t.label).join(', ')} in turn)` : ''}`,
    );
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      // chrome-launcher's flags with the address bar's pop-up added to its --disable-features (Chromium keeps only
      // the last one given): Chromium 156 preloads that pop-up as a page of its own, which kept a renderer busy
      // beside the page being measured, 9-10 % of a core on a 2-core machine (decision 058).
      ignoreDefaultFlags: true,
      chromeFlags: [
        ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
          flag.startsWith('--disable-features=') ? `${flag},WebUIOmniboxPopup,WebUIOmniboxAimPopup` : flag,
        ),
        // chrome-launcher's own flags already turn off background networking, component updates, sync and the first run.
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
      ],
    });
    const runs = new Map(targets.map((t) => [t.label, []]));
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      const cdp = await tab.createCDPSession();
      for (let i = 0; i < LIGHTHOUSE_ROUNDS; i++) {
        for (const target of targets) {
          const lhr = await lighthouseRun(lighthouse, { chrome, browser, tab, cdp }, page, target, authorizedKey);
          if (!lhr) continue;
          if (LIGHTHOUSE_REPORTS) {
            mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
            const prefix = target.label === 'ours' ? '' : `${target.label}-`;
            const file = `${prefix}${page.name.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`;
            writeFileSync(join(LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
            // The run's trace beside it: bench/long-tasks.mjs lists its main thread's long tasks and their parts.
            const trace = lighthouseTraces.get(lhr);
            if (trace)
              writeFileSync(join(LIGHTHOUSE_REPORTS, file.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
          }
          runs.get(target.label).push({
            performance: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
            accessibility: Math.round((lhr.categories.accessibility.score ?? Number.NaN) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            finalUrl: lhr.finalDisplayedUrl,
            // Lighthouse's measure of this machine's CPU speed at the run (a quiet desktop core: about 2,500 and up).
            // Its simulated LCP and TBT count the page's CPU time four times, as it ran here.
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
          });
        }
      }
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
    const medians = new Map();
    for (const target of targets) {
      const list = runs.get(target.label);
      if (list.length === 0) continue;
      const m = (key) => median(list.map((r) => r[key]).filter(Number.isFinite));
      const figures = {
        perf: m('performance'),
        a11y: m('accessibility'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        all: list.map((r) => fmt(r.tbt)).join(', '),
      };
      medians.set(target.label, figures);
      const landed = new URL(list.at(-1).finalUrl).pathname;
      const where = target.foreign || landed === new URL(target.url).pathname ? '' : ` (landed on ${landed})`;
      const { perf, a11y, lcp, tbt, cls } = figures;
      const value = `performance ${perf}, accessibility ${a11y}, LCP ${fmt(lcp, 2)} s, TBT ${fmt(tbt)} ms, CLS ${fmt(cls, 3)}; CPU benchmark ${fmt(m('benchmarkIndex'))}`;
      if (target.label === 'ours') {
        record(
          section,
          `Lighthouse ${page.name}${where}, median of ${list.length}`,
          value,
          'perf >= 95, a11y 100, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05',
          perf >= 95 && a11y === 100 && lcp <= 2 && tbt <= 150 && cls <= 0.05,
        );
      } else {
        // Without BENCH_HELSINKI_HOME_URL, Helsinki's screen before its login stands in for a logged-in one: say so.
        const standIn = page.session && !HELSINKI_HOME_URL ? ' (its first screen, before login)' : '';
        const what = target.label === 'baseline' ? `the build in ${WEB_BASELINE}` : `Helsinki, ${target.url}${standIn}`;
        record(section, `Lighthouse ${page.name}${where}: ${what}, median of ${list.length}`, value);
      }
    }
    if (TBT_SCREENS.has(page.name)) recordTbt(section, page, medians);
  }
}

/** One Lighthouse run of a target; undefined when its trace failed twice. */
async function lighthouseRun(lighthouse, { chrome, browser, tab, cdp }, page, target, authorizedKey) {
  for (let attempt = 1; ; attempt++) {
    // Storage is set up here, not reset by Lighthouse: a logged-in screen needs its cookie and flag.
    await tab.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    if (!target.foreign) {
      await cdp.send('Storage.clearDataForOrigin', { origin: target.origin, storageTypes: 'all' });
      if (page.session) {
        const { name, value } = target.cookie;
        await browser.setCookie({ name, value, domain: '127.0.0.1', path: `/${TENANT}` });
        await tab.goto(`${target.origin}/health`);
        await tab.evaluate((key) => localStorage.setItem(key, 'Y'), authorizedKey);
        await tab.goto('about:blank');
        await cdp.send('Network.clearBrowserCache');
      }
    }
    const result = await lighthouse(
      target.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: !target.foreign,
        onlyCategories: ['performance', 'accessibility'],
        // The page's JavaScript sampled into the trace, for bench/trace-profile.mjs (adds a little to every task).
        ...(LIGHTHOUSE_CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      tab,
    );
    const lhr = result.lhr;
    // Kept for BENCH_LIGHTHOUSE_REPORTS only (a trace is a few MB).
    if (LIGHTHOUSE_REPORTS && result.artifacts?.Trace) lighthouseTraces.set(lhr, result.artifacts.Trace);
    // A run whose trace failed (NO_NAVSTART, now and then on a busy machine) has no figures: run it again, once.
    if (!lhr.runtimeError) return lhr;
    log(
      `web: Lighthouse on ${page.name} (${target.label}) failed (${lhr.runtimeError.code})${attempt < 2 ? '; once more' : ''}`,
    );
    if (attempt >= 2) return undefined;
  }
}

/** The budget of issue 29: TBT <= 150 ms, and with Helsinki measured in the same run, <= half of its TBT. */
function recordTbt(section, page, medians) {
  const ours = medians.get('ours');
  if (!ours) return;
  const helsinki = medians.get('Helsinki');
  const baseline = medians.get('baseline');
  const parts = [`${fmt(ours.tbt)} ms (runs: ${ours.all})`];
  if (baseline) parts.push(`baseline ${fmt(baseline.tbt)} ms (runs: ${baseline.all})`);
  let pass = ours.tbt <= TBT_BUDGET_MS;
  let budget = `<= ${TBT_BUDGET_MS} ms`;
  if (helsinki) {
    const ratio = ours.tbt / Math.max(helsinki.tbt, 1);
    const standIn = page.session && !HELSINKI_HOME_URL ? ' (its first screen, before login)' : '';
    parts.push(`Helsinki${standIn} ${fmt(helsinki.tbt)} ms (runs: ${helsinki.all}), ${fmt(ratio, 2)} x`);
    budget += `, <= ${TBT_SHARE_OF_HELSINKI} x Helsinki's`;
    pass &&= ratio <= TBT_SHARE_OF_HELSINKI;
  } else {
    budget += ' (Helsinki: set BENCH_HELSINKI_URL)';
  }
  record(section, `Total blocking time, ${page.name}`, parts.join('; '), budget, pass);
}

// ---------------------------------------------------------------- growth

/** The logged-in calls whose cost may grow with the data. */
const GROWTH_CALLS = CALLS.filter((c) => c.kind !== 'public' && !c.name.endsWith('(logged in)'));

async function generatedDatabase(url, permits, keep) {
  const handle = await openMigrated({ url });
  const marker = await handle.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', `gen${MUNICIPALITIES}`)
    .executeTakeFirst();
  if (marker && keep) {
    const count = await handle.db
      .selectFrom('permits')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    if (Number(count?.n) >= permits) return handle;
  }
  await handle.close();
  await wipePostgres(url);
  const fresh = await openMigrated({ url });
  const { generateDataset } = await dist('operator/generate-dataset.js');
  const started = performance.now();
  let last = 0;
  await generateDataset(fresh.db, {
    municipalities: MUNICIPALITIES,
    permits,
    progress: (table, done, total) => {
      if (Date.now() - last > 10_000 || done === total) {
        last = Date.now();
        log(`generating ${fmt(permits)}: ${table} ${fmt(done)} / ${fmt(total)}`);
      }
    },
  });
  notes.push(`The ${fmt(permits)}-permit data set was generated in ${fmt((performance.now() - started) / 1000)} s.`);
  return fresh;
}

/** More rows than one resident's call should read of a large table through an index. */
const WIDE_ROWS = 1000;

/**
 * The lines of a plan that read a large table wide: a sequential scan of it, or an index scan of it
 * estimated to read more than WIDE_ROWS rows (say, every request of the municipality, found by the
 * tenant alone, once per permit of a subplan). A bitmap scan names its index, not its table.
 */
function wideScans(plan, large, largeIndexes) {
  const wide = [];
  for (const line of plan.split('\n')) {
    const seq = /Seq Scan on (\w+)/.exec(line);
    if (seq && large.includes(seq[1])) {
      wide.push(line.trim());
      continue;
    }
    const index =
      /(?:Index (?:Only )?Scan(?: Backward)? using (\w+) on (\w+)|Bitmap Index Scan on (\w+)).*rows=(\d+)/.exec(line);
    if (!index) continue;
    const onLarge = index[2] ? large.includes(index[2]) : largeIndexes.includes(index[3]);
    if (onLarge && Number(index[4]) > WIDE_ROWS) wide.push(line.trim());
  }
  return wide;
}

async function statementsAndPlans(db, cookieOne, cookieFifty, printPlans) {
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config.js');
  const { countQueries, captureQueries } = await dist('db/query-counter.js');
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' }),
    db,
    logger: false,
  });
  const counts = [];
  const plans = [];
  const inject = (call, cookie) =>
    app.inject({
      method: 'POST',
      url: `/gen1/services/${call.endpoint}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: form(call.params),
    });
  for (const call of GROWTH_CALLS) {
    const status = (await inject(call, cookieOne)).json().statuscode;
    if (status !== 'OK') continue;
    const one = await countQueries(db, () => inject(call, cookieOne));
    const fifty = await countQueries(db, () => inject(call, cookieFifty));
    counts.push({ call: call.name, one, fifty });
    if (printPlans) {
      const queries = await captureQueries(db, () => inject(call, cookieFifty));
      for (const query of queries) {
        const sqlText = query.sql
          .replace(/^update/i, 'explain update')
          .replace(/^(select|with|insert|delete)/i, 'explain $1');
        const plan = await db.executeQuery(CompiledQuery.raw(sqlText, [...query.parameters]));
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({ call: call.name, sql: query.sql, plan: text });
      }
    }
  }
  await app.close();
  return { counts, plans };
}

async function benchGrowth() {
  const section = 'Growth';
  if (!PG_URL || !BIG_URL) {
    record(section, 'growth with data', 'skipped: set BENCH_DATABASE_URL and BENCH_BIG_DATABASE_URL', '', null);
    return;
  }
  const p50 = { '10k': {}, big: {} };
  const targets = {};
  for (const [label, url, permits, keep] of [
    ['10k', PG_URL, SMALL_PERMITS, false],
    ['big', BIG_URL, BIG_PERMITS, true],
  ]) {
    log(`growth: data set of ${fmt(permits)} permits`);
    const handle = await generatedDatabase(url, permits, keep);
    const { db } = handle;
    const gen1 = await db.selectFrom('tenants').select('id').where('code', '=', 'gen1').executeTakeFirstOrThrow();
    // The residents of one and fifty permits are the last two the generator made in gen1.
    const pair = await db
      .selectFrom('permits')
      .select(['relation_id', (eb) => eb.fn.countAll().as('n')])
      .where('tenant_id', '=', gen1.id)
      .groupBy('relation_id')
      .orderBy('relation_id', 'desc')
      .limit(2)
      .execute();
    const one = pair.find((p) => Number(p.n) === 1)?.relation_id;
    const fifty = pair.find((p) => Number(p.n) === 50)?.relation_id;
    const cookieOne = (await residentCookie(db, 'gen1', one)).cookie;
    const cookieFifty = (await residentCookie(db, 'gen1', fifty)).cookie;
    const { counts, plans } = await statementsAndPlans(db, cookieOne, cookieFifty, label === 'big');
    // Large: more than 10,000 rows. A table of a few rows is read whole, rightly, whatever its indexes.
    const large = (
      await sql`select relname from pg_class where relkind = 'r' and reltuples > 10000`.execute(db)
    ).rows.map((r) => r.relname);
    const largeIndexes = (
      await sql`select indexname from pg_indexes where schemaname = 'public' and tablename = any(${large})`.execute(db)
    ).rows.map((r) => r.indexname);
    await handle.close();

    targets[label] = { url, cookie: cookieFifty };
    if (label === 'big') {
      for (const count of counts) {
        record(
          section,
          `SQL statements per call: ${count.call}`,
          `${count.one} with 1 permit, ${count.fifty} with 50`,
          '<= 3, the same',
          count.one <= 3 && count.one === count.fifty,
        );
      }
      const scans = plans.flatMap((p) => wideScans(p.plan, large, largeIndexes).map((line) => `${p.call}: ${line}`));
      record(
        section,
        `query plans of the logged-in calls at ${fmt(permits)} permits (printed below)`,
        scans.length
          ? `${scans.length} wide scans: ${scans.join('; ')}`
          : `${plans.length} statements, no sequential scan on a large table, no index scan estimated to read over ${fmt(WIDE_ROWS)} of its rows`,
        'indexes only',
        scans.length === 0,
      );
      process.stdout.write('\nQuery plans at the large data set (the resident with 50 permits):\n');
      for (const p of plans) process.stdout.write(`\n-- ${p.call}\n${p.sql}\n${p.plan}\n`);
    }
  }
  // Both sizes served at once and measured request by request in turn (small, large, small, ...), one
  // request in flight, each timed to the microsecond: what grows with the data is the work of a
  // request, which one connection shows without queueing behind others, and a busy moment on a shared
  // machine hits both sides alike. (autocannon's latencies are whole milliseconds, too coarse for calls
  // of 2-10 ms.)
  const big = await startServer({ url: targets.big.url });
  record(
    'Start-up',
    `${MUNICIPALITIES} municipalities, ${fmt(BIG_PERMITS)} permits, PostgreSQL: time until /health answers`,
    `${fmt(big.startMs)} ms`,
  );
  await sleep(1000);
  record('Start-up', 'memory (RSS) after start', `${fmt(rssMiB(big.child.pid))} MiB`);
  const small = await startServer({ url: targets['10k'].url });
  try {
    for (const call of GROWTH_CALLS) {
      const requests = {
        '10k': callRequest(small.port, call, targets['10k'].cookie, 'gen1'),
        big: callRequest(big.port, call, targets.big.cookie, 'gen1'),
      };
      if ((await probe(requests['10k'])) !== 'OK' || (await probe(requests.big)) !== 'OK') continue;
      const times = await alternateTimed(requests, QUICK ? GROWTH_ROUNDS / 4 : GROWTH_ROUNDS);
      for (const label of ['10k', 'big']) p50[label][call.name] = median(times[label]);
    }
  } finally {
    await stop(small.child);
    await stop(big.child);
  }
  for (const name of Object.keys(p50.big ?? {})) {
    const small = p50['10k'][name];
    const big = p50.big[name];
    if (small === undefined) continue;
    record(
      section,
      `p50 ${name}: ${fmt(BIG_PERMITS)} vs ${fmt(SMALL_PERMITS)} permits`,
      `${fmt(big, 2)} ms vs ${fmt(small, 2)} ms (${fmt(big / small, 2)}x)`,
      '<= 1.2x',
      big <= small * 1.2,
    );
  }
  notes.push(
    `Growth p50s: ${fmt(QUICK ? GROWTH_ROUNDS / 4 : GROWTH_ROUNDS)} requests to each size, one at a time and in turn, each timed from the client (keep-alive, loopback).`,
  );
}

/** Requests per size of the growth comparison, after a warm-up of a tenth of that. */
const GROWTH_ROUNDS = 2000;

/** One request on a kept-alive connection, answered in full; its time in milliseconds. */
function timedRequest(agent, request) {
  const url = new URL(request.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: request.method,
        headers: request.headers,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Each request of `requests` (label to request) `rounds` times, in turn, one in flight: the times per label. */
async function alternateTimed(requests, rounds) {
  const labels = Object.keys(requests);
  const agents = Object.fromEntries(labels.map((label) => [label, new http.Agent({ keepAlive: true, maxSockets: 1 })]));
  const times = Object.fromEntries(labels.map((label) => [label, []]));
  try {
    for (let round = -Math.ceil(rounds / 10); round < rounds; round++) {
      for (const label of labels) {
        const ms = await timedRequest(agents[label], requests[label]);
        if (round >= 0) times[label].push(ms);
      }
    }
  } finally {
    for (const agent of Object.values(agents)) agent.destroy();
  }
  return times;
}

// ---------------------------------------------------------------- staff (the back office, issue 27)

/** Requests per back-office call at the large data set, one in flight, in turn. */
const STAFF_ROUNDS = 400;

/**
 * Work in the back office's queues at the large data set, which the generator leaves empty (every generated
 * request has its permit): of the residents' requests with a permit, every 20th gets a twin awaiting review
 * with its uploaded document and plate; every 10th permit a refund order, in turn in each state; every 50th
 * resident a payment that could not be delivered against (PROBLEM) with its refund order, a third without an
 * account. Across every municipality, so the queue tables are large (about 50,000 reviews, 100,000 refund
 * orders and 20,000 problems at 1,000,000 permits) and gen1 has its share, several pages of each. Set-based,
 * a handful of statements in one transaction (the generator makes no refund orders, so none is there
 * already); made once and kept with the data set (its marker: the problems' references).
 */
async function seedStaffQueues(db) {
  const marker = await db
    .selectFrom('payments')
    .select('id')
    .where('reference', 'like', 'bench-problem-%')
    .limit(1)
    .executeTakeFirst();
  if (marker) return;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const { base } = await trx
      .selectFrom('requests')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('base'))
      .executeTakeFirstOrThrow();
    await sql`
      insert into requests (tenant_id, id, relation_id, permit_type_id, area_id, valid_from, valid_to, price_cents, status, updated_at)
      select r.tenant_id, ${base} + row_number() over (order by r.tenant_id, r.id), r.relation_id, r.permit_type_id, r.area_id,
        r.valid_from, r.valid_to, r.price_cents, 'DOCS_AWAIT_APROVAL', now() - (r.id % 5000) * interval '1 minute'
      from requests r where r.status = 'PERMIT_CREATED' and r.id % 20 = 0`.execute(trx);
    await sql`
      insert into request_plates (tenant_id, request_id, position, license_plate)
      select tenant_id, id, 1, 'R' || id from requests where id > ${base}`.execute(trx);
    await sql`
      insert into documents (tenant_id, relation_id, request_id, requirement_id, filename, content_type, size, data, sha256, status_level, status_code)
      select r.tenant_id, r.relation_id, r.id,
        (select d.id from document_requirements d where d.tenant_id = r.tenant_id order by d.id limit 1),
        'bewijs-' || r.id || '.pdf', 'application/pdf', 4, convert_to('%PDF', 'UTF8'),
        encode(sha256(convert_to('%PDF', 'UTF8')), 'hex'), 1, 'UPLOADED'
      from requests r where r.id > ${base}
        and exists (select 1 from document_requirements d where d.tenant_id = r.tenant_id)`.execute(trx);
    await sql`
      insert into refund_orders (tenant_id, relation_id, permit_id, amount_cents, iban, owner, end_date, status, created_at)
      select p.tenant_id, p.relation_id, p.id, 1000 + p.id % 5000, 'NL91ABNA0417164300', 'Gen Bewoner', date '2026-06-01',
        (array['OPEN', 'APPROVED', 'EXPORTED', 'PAID', 'FAILED', 'CANCELLED'])[1 + (p.id / 10) % 6],
        now() - (p.id % 5000) * interval '1 minute'
      from permits p where p.id % 10 = 0`.execute(trx);
    await sql`
      with paid as (
        insert into payments (tenant_id, relation_id, reference, method, status, amount_cents, locale, paid_at, created_at)
        select r.tenant_id, r.id, 'bench-problem-' || lpad(r.id::text, 10, '0'), 'directpayment', 'PROBLEM',
          1000 + r.id % 5000, 'nl_NL', now(), now() - (r.id % 5000) * interval '1 minute'
        from relations r where r.id % 50 = 0
        returning tenant_id, id, relation_id, amount_cents, created_at
      )
      insert into refund_orders (tenant_id, relation_id, payment_id, amount_cents, iban, owner, status, created_at)
      select tenant_id, relation_id, id, amount_cents, case when id % 3 = 0 then '' else 'NL91ABNA0417164300' end,
        'Gen Bewoner', (array['OPEN', 'OPEN', 'APPROVED', 'EXPORTED', 'FAILED', 'PAID'])[1 + id % 6], created_at
      from paid`.execute(trx);
    for (const table of ['requests', 'documents', 'payments', 'refund_orders']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  });
  await sql`analyze requests, documents, payments, refund_orders`.execute(db);
  notes.push(`The back office's queues were filled in ${fmt((performance.now() - started) / 1000)} s.`);
}

/**
 * The back office at the large data set (issue 27, decision 035): the start screen's counts, the resident
 * search (plate, permit number, name), the file of a resident with 50 permits, its audit timeline and the
 * audit log, and the first page of each work queue (document reviews, refunds, payments with a problem), each
 * timed request by request on one kept-alive connection, against the API budget (p99 <= 25 ms).
 */
async function benchStaff() {
  const section = 'Back office';
  if (!BIG_URL) {
    record(section, 'back office at the large data set', 'skipped: set BENCH_BIG_DATABASE_URL', '', null);
    return;
  }
  const handle = await generatedDatabase(BIG_URL, BIG_PERMITS, true);
  const { db } = handle;
  await seedStaffQueues(db);
  const gen1 = await db.selectFrom('tenants').select('id').where('code', '=', 'gen1').executeTakeFirstOrThrow();
  const queued = await sql`
    select (select count(*) from requests where tenant_id = ${gen1.id} and status = 'DOCS_AWAIT_APROVAL')::int as reviews,
      (select count(*) from refund_orders where tenant_id = ${gen1.id})::int as refunds,
      (select count(*) from refund_orders where tenant_id = ${gen1.id} and payment_id is not null)::int as problems,
      (select count(*) from refund_orders)::int as all_refunds`.execute(db);
  const q = queued.rows[0];
  notes.push(
    `Back office at gen1: ${fmt(q.reviews)} requests awaiting review, ${fmt(q.refunds)} refund orders (${fmt(q.problems)} of payments with a problem); ${fmt(q.all_refunds)} refund orders in all municipalities.`,
  );
  const [fifty] = await db
    .selectFrom('permits')
    .select(['relation_id', (eb) => eb.fn.countAll().as('n')])
    .where('tenant_id', '=', gen1.id)
    .groupBy('relation_id')
    .orderBy('relation_id', 'desc')
    .limit(1)
    .execute();
  const relationId = fifty.relation_id;
  const permit = await db
    .selectFrom('permits')
    .select(['permit_number', 'request_id'])
    .where('tenant_id', '=', gen1.id)
    .where('relation_id', '=', relationId)
    .limit(1)
    .executeTakeFirstOrThrow();
  const plate = await db
    .selectFrom('request_plates')
    .select('license_plate')
    .where('tenant_id', '=', gen1.id)
    .where('request_id', '=', permit.request_id)
    .executeTakeFirstOrThrow();
  const relation = await db
    .selectFrom('relations')
    .select(['lastname', 'name'])
    .where('tenant_id', '=', gen1.id)
    .where('id', '=', relationId)
    .executeTakeFirstOrThrow();
  const namePrefix = (relation.lastname || relation.name).slice(0, 4);
  const { insertStaffSession, STAFF_COOKIE } = await dist('staff/index.js');
  const { token } = await insertStaffSession(
    db,
    gen1.id,
    { staffId: 'bench:beheerder', name: 'Bench Beheerder', roles: ['beheerder'], locale: null, signInMethod: 'test' },
    { idleMinutes: 600, maxHours: 12 },
  );
  await handle.close();

  const server = await startServer({ url: BIG_URL });
  const base = `http://127.0.0.1:${server.port}/gen1/beheer/api/v1`;
  const headers = { cookie: `${STAFF_COOKIE}=${token}`, 'accept-encoding': 'gzip, br' };
  const get = (path) => ({ url: `${base}${path}`, method: 'GET', headers });
  const post = (path, body) => ({
    url: `${base}${path}`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const calls = {
    'start screen counts (GET /start)': get('/start'),
    'search by plate': post('/inwoners/_zoek', { kind: 'plate', term: plate.license_plate }),
    'search by permit number': post('/inwoners/_zoek', { kind: 'permitNumber', term: permit.permit_number }),
    'search by name (prefix)': post('/inwoners/_zoek', { kind: 'name', term: namePrefix }),
    'file of a resident with 50 permits': get(`/inwoners/${relationId}`),
    "the file's audit timeline, first page": get(`/inwoners/${relationId}/audit-regels`),
    'audit log, first page': get('/audit-regels'),
    'work queue documentbeoordelingen, first page': get('/documentbeoordelingen'),
    'work queue terugbetalingen, first page': get('/terugbetalingen'),
    'work queue betalingen-met-probleem, first page': get('/betalingen-met-probleem'),
  };
  try {
    const times = await alternateTimed(calls, QUICK ? STAFF_ROUNDS / 4 : STAFF_ROUNDS);
    for (const [name, values] of Object.entries(times)) {
      const sorted = [...values].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
      record(
        section,
        `${name}, ${fmt(BIG_PERMITS)} permits`,
        `p50 ${fmt(median(values), 2)} ms, p99 ${fmt(p99, 2)} ms (one at a time)`,
        'p99 <= 25 ms',
        p99 <= 25,
      );
    }
  } finally {
    await stop(server.child);
  }
}

// ---------------------------------------------------------------- two instances

/**
 * Each scheduled job runs once, not twice, with two instances on one database: every job is made
 * due at the same moment, both runners tick (every 5 s) for twice that, and each job's run count
 * (job_state.runs) must have grown by exactly one. Jobs run every 30 s or less often, so a second
 * run in that time would be a double run.
 */
async function checkJobsRunOnce(section) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const read = async () =>
      new Map((await client.query('select name, runs from job_state order by name')).rows.map((r) => [r.name, r]));
    // Both runners have claimed their first runs once every job has a row and none is leased.
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query('select count(*)::int as n from job_state where lease_until > now()');
      if (rows[0].n === 0) break;
      await sleep(200);
    }
    await client.query('update job_state set next_run_at = now()');
    const before = await read();
    await sleep(12_000);
    const after = await read();
    const twice = [];
    const never = [];
    for (const [name, row] of after) {
      const runs = row.runs - (before.get(name)?.runs ?? 0);
      if (runs === 0) never.push(name);
      if (runs > 1) twice.push(`${name} (${runs} runs)`);
    }
    record(
      section,
      `each scheduled job runs once (${after.size} jobs made due at once on both instances)`,
      twice.length || never.length
        ? `${twice.length ? `ran more than once: ${twice.join(', ')}` : ''}${never.length ? ` not run: ${never.join(', ')}` : ''}`
        : `each ran once: ${[...after.keys()].join(', ')}`,
      'once',
      twice.length === 0 && never.length === 0,
    );
  } finally {
    await client.end();
  }
}

async function benchTwo() {
  const section = 'Two instances';
  if (!PG_URL) {
    record(section, 'two instances', 'skipped: set BENCH_DATABASE_URL', '', null);
    return;
  }
  log('two instances: preparing');
  const demo = await prepareDemo('postgres');
  const a = await startServer(demo.database);
  const b = await startServer(demo.database);
  try {
    const call = CALLS.find((c) => c.name === 'get_overview_counts');
    const onA = await probe(callRequest(a.port, call, demo.cookie));
    const onB = await probe(callRequest(b.port, call, demo.cookie));
    record(
      section,
      'a session made on one instance works on the other',
      `${onA} on A, ${onB} on B`,
      'OK on both',
      onA === 'OK' && onB === 'OK',
    );
    await checkJobsRunOnce(section);
    const serverPids = [a.child.pid, b.child.pid];
    const measure = async (ports) => {
      const before = {
        servers: cpuSeconds(serverPids),
        postgres: cpuSeconds(pidsNamed('postgres')),
        bench: process.cpuUsage(),
        machine: machineCpu(),
        at: performance.now(),
      };
      const results = await Promise.all(
        ports.map((port) => load(callRequest(port, call, demo.cookie), { connections: 25 })),
      );
      const seconds = (performance.now() - before.at) / 1000;
      const bench = process.cpuUsage(before.bench);
      const servers = (cpuSeconds(serverPids) - before.servers) / seconds;
      const postgres = (cpuSeconds(pidsNamed('postgres')) - before.postgres) / seconds;
      const generator = (bench.user + bench.system) / 1e6 / seconds;
      const busy = (machineCpu().busy - before.machine.busy) / seconds;
      return {
        rps: results.reduce((sum, r) => sum + r.rps, 0),
        servers,
        postgres,
        generator,
        others: Math.max(0, busy - servers - postgres - generator),
        busy,
        bad: results.reduce((sum, r) => sum + r.bad, 0),
      };
    };
    // Warm-up of both instances.
    await Promise.all(
      [a.port, b.port].map((port) => load(callRequest(port, call, demo.cookie), { connections: 10, seconds: 1 })),
    );
    const single = await measure([a.port]);
    const both = await measure([a.port, b.port]);
    const cores = os.cpus().length;
    const ratio = both.rps / single.rps;
    const limit =
      both.postgres > 0.6 * cores
        ? 'PostgreSQL'
        : both.busy > 0.9 * cores
          ? `the machine's ${cores} cores, all busy (other processes used ${fmt(both.others, 2)} of them)`
          : both.servers > 1.8
            ? 'the two servers (one core each)'
            : 'not found: no resource saturated';
    record(
      section,
      'get_overview_counts: two instances vs one',
      `${fmt(both.rps)} vs ${fmt(single.rps)} req/s (${fmt(ratio, 2)}x); per core the servers used: ${fmt(both.rps / both.servers)} vs ${fmt(single.rps / single.servers)} req/s; CPU in cores with two: servers ${fmt(both.servers, 2)}, PostgreSQL ${fmt(both.postgres, 2)}, load generator ${fmt(both.generator, 2)}, other processes ${fmt(both.others, 2)}; limit: ${limit}`,
      '>= 1.6x where the database is not the limit',
      ratio >= 1.6 ? true : limit === 'PostgreSQL' ? null : false,
    );
  } finally {
    await stop(a.child);
    await stop(b.child);
  }
}

// ---------------------------------------------------------------- table

function printTable() {
  const cpus = os.cpus();
  const lines = [];
  lines.push(
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${fmt(os.totalmem() / 2 ** 30, 1)} GiB memory, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}`,
  );
  const head = ['section', 'figure', 'value', 'budget', 'result'];
  const body = rows.map((r) => [
    r.section,
    r.figure,
    r.value,
    r.budget,
    r.pass === null ? '-' : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.min(i === 2 ? 110 : 70, Math.max(h.length, ...body.map((r) => r[i].length))));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  lines.push(line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line));
  const met = rows.filter((r) => r.pass === true).length;
  const missed = rows.filter((r) => r.pass === false).length;
  lines.push(`${met} budgets met, ${missed} not met.`);
  for (const note of notes) lines.push(`Note: ${note}`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

async function main() {
  ensureBuilt();
  const load1 = os.loadavg()[0];
  if (load1 > os.cpus().length * 0.5)
    notes.push(
      `The machine was busy when the run started (load ${fmt(load1, 2)}): figures are lower than on a quiet machine.`,
    );
  const timed = async (name, work) => {
    const started = performance.now();
    await work();
    notes.push(`${name} took ${fmt((performance.now() - started) / 1000)} s.`);
  };
  if (wants('api')) {
    await timed('API', async () => {
      if (PG_URL) await benchApi('postgres');
      else record('API, PostgreSQL', 'all calls', 'skipped: set BENCH_DATABASE_URL', '', null);
      await benchApi('embedded');
    });
  }
  if (wants('web')) await timed('Web', benchWeb);
  if (wants('growth')) await timed('Growth', benchGrowth);
  if (wants('staff')) await timed('Back office', benchStaff);
  if (wants('two')) await timed('Two instances', benchTwo);
  if (wants('exports'))
    await timed('Exports', () =>
      benchExports({ record, log, fmt, notes, dist, openMigrated, wipePostgres, startServer, stop, sleep }),
    );
  if (wants('reports'))
    await timed('Reports', () =>
      benchReports({
        record,
        log,
        fmt,
        notes,
        dist,
        openMigrated,
        wipePostgres,
        startServer,
        stop,
        sleep,
        alternateTimed,
      }),
    );
  printTable();
}

const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

main().catch((error) => {
  log(error.stack ?? String(error));
  printTable();
  process.exit(1);
});
