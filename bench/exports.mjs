/**
 * The exports section of `npm run bench` (issue 28, decision 042): one municipality with a million
 * permits, its permits CSV downloaded through the staff API of the built server in its own process,
 * while the server's resident memory (RSS, which counts the embedded database's worker thread too) is
 * sampled every 25 ms. A row says the peak during the export, the bound, pass or fail, the rows the
 * file held against the rows the database counts, the file's size and how long it took.
 *
 * The bound is the server's RSS before the export plus EXPORT_HEADROOM_MIB, and the server's V8 old space
 * is capped below the file's size (HEAP_MIB), so a server that gathered the file before sending it could
 * not finish. Without the cap V8 lets garbage grow the heap by far more than a batch before collecting it.
 *
 * BENCH_EXPORTS_DATABASE_URL  a PostgreSQL database for the set (generated once, kept while it holds it)
 * BENCH_EXPORTS_PERMITS       permits of the municipality (default 1,000,000)
 * BENCH_EXPORTS_HEAP_MIB      the server's old-space cap during the section (default 80)
 * BENCH_EXPORTS_EMBEDDED      'no' to leave out the embedded database (its set is generated in a
 *                             temporary folder on every run: a few minutes at a million)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';

const PERMITS = Number(process.env.BENCH_EXPORTS_PERMITS ?? 1_000_000);
const PG_URL = process.env.BENCH_EXPORTS_DATABASE_URL;
const EMBEDDED = process.env.BENCH_EXPORTS_EMBEDDED !== 'no';
/** What the export may add to the server's memory. */
export const EXPORT_HEADROOM_MIB = 48;
/**
 * The server's V8 old space is capped at this for the section (--max-old-space-size): below the size of the
 * file, so a server that gathered the file, or its rows, before sending could not finish the export at all.
 */
const HEAP_MIB = Number(process.env.BENCH_EXPORTS_HEAP_MIB ?? 80);
export const PREFIX = 'exp';

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * @param {object} bench the helpers of bench/bench.mjs: record, log, fmt, notes, dist, openMigrated,
 *   wipePostgres, startServer, stop, sleep
 */
export async function benchExports(bench) {
  const section = 'Exports';
  const targets = [];
  if (PG_URL) targets.push({ name: 'PostgreSQL', database: { url: PG_URL }, keep: true });
  else bench.record(section, 'export on PostgreSQL', 'skipped: set BENCH_EXPORTS_DATABASE_URL', '', null);
  if (EMBEDDED) {
    const dir = mkdtempSync(join(os.tmpdir(), 'pl-bench-exports-'));
    targets.push({ name: 'embedded', database: { dir }, keep: false, cleanUp: () => rmSync(dir, { recursive: true }) });
  }
  for (const target of targets) {
    try {
      await exportOn(bench, section, target);
    } finally {
      target.cleanUp?.();
    }
  }
}

/**
 * The set: PREFIX1 with PERMITS permits; kept on PostgreSQL while it holds them. Answers the permits counted,
 * a Financiën staff session's cookie and the municipality's id (the reports section uses the same set).
 */
export async function prepare(bench, target) {
  let handle = await bench.openMigrated(target.database);
  const tenant = await handle.db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('code', '=', `${PREFIX}1`)
    .executeTakeFirst();
  const count = tenant ? await countPermits(handle.db, tenant.id) : 0;
  if (!tenant || count !== PERMITS || !target.keep) {
    if (target.database.url) {
      await handle.close();
      await bench.wipePostgres(target.database.url);
      handle = await bench.openMigrated(target.database);
    }
    const { generateDataset } = await bench.dist('operator/generate-dataset.js');
    const started = performance.now();
    let last = 0;
    await generateDataset(handle.db, {
      municipalities: 1,
      permits: PERMITS,
      prefix: PREFIX,
      progress: (table, done, total) => {
        if (Date.now() - last > 10_000 || done === total) {
          last = Date.now();
          bench.log(`exports, ${target.name}: generating ${table} ${bench.fmt(done)} / ${bench.fmt(total)}`);
        }
      },
    });
    bench.notes.push(
      `Exports, ${target.name}: one municipality with ${bench.fmt(PERMITS)} permits generated in ${bench.fmt((performance.now() - started) / 1000)} s.`,
    );
  }
  const { id: tenantId } = await handle.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', `${PREFIX}1`)
    .executeTakeFirstOrThrow();
  const counted = await countPermits(handle.db, tenantId);
  const { insertStaffSession, STAFF_COOKIE } = await bench.dist('staff/index.js');
  const { token } = await insertStaffSession(
    handle.db,
    tenantId,
    { staffId: 'bench:financien', name: 'Bench Financiën', roles: ['financien'], locale: null, signInMethod: 'test' },
    { idleMinutes: 600, maxHours: 12 },
  );
  await handle.close();
  return { counted, cookie: `${STAFF_COOKIE}=${token}`, tenantId };
}

async function countPermits(db, tenantId) {
  const row = await db
    .selectFrom('permits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Downloads the export, counting its rows as they come, while sampling the server's RSS. */
function download(port, cookie, pid) {
  return new Promise((resolve, reject) => {
    let peak = rssMiB(pid);
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssMiB(pid));
      } catch {
        // The server ended: the request fails below.
      }
    }, 25);
    const started = performance.now();
    http
      .get(
        { host: '127.0.0.1', port, path: `/${PREFIX}1/beheer/api/v1/exporten/vergunningen`, headers: { cookie } },
        (res) => {
          let lines = 0;
          let bytes = 0;
          let firstByteMs = 0;
          res.on('data', (chunk) => {
            if (!firstByteMs) firstByteMs = performance.now() - started;
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          });
          res.on('end', () => {
            clearInterval(sampler);
            peak = Math.max(peak, rssMiB(pid));
            resolve({
              status: res.statusCode,
              chunked: res.headers['transfer-encoding'] === 'chunked',
              rows: lines - 1,
              bytes,
              firstByteMs,
              ms: performance.now() - started,
              peak,
            });
          });
          res.on('error', (error) => {
            clearInterval(sampler);
            reject(error);
          });
        },
      )
      .on('error', (error) => {
        clearInterval(sampler);
        reject(error);
      });
  });
}

async function exportOn(bench, section, target) {
  bench.log(`exports, ${target.name}: preparing ${bench.fmt(PERMITS)} permits`);
  const { counted, cookie } = await prepare(bench, target);
  const server = await bench.startServer(target.database, { NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}` });
  try {
    await bench.sleep(3000);
    const idle = rssMiB(server.child.pid);
    // A first export warms what any full read warms (the embedded database's page cache lives in the
    // server's process, PostgreSQL's in its own); the second is measured against the memory after it.
    bench.log(`exports, ${target.name}: downloading (warm-up)`);
    const warm = await download(server.port, cookie, server.child.pid);
    await bench.sleep(2000);
    const before = rssMiB(server.child.pid);
    const bound = before + EXPORT_HEADROOM_MIB;
    bench.log(`exports, ${target.name}: downloading`);
    const result = await download(server.port, cookie, server.child.pid);
    const complete = result.status === 200 && result.rows === counted;
    const pass = complete && result.chunked && result.peak <= bound && result.bytes > HEAP_MIB * 2 ** 20;
    const { fmt } = bench;
    bench.record(
      section,
      `permits CSV of ${fmt(counted)} permits, ${target.name}: peak server RSS during the export`,
      `${fmt(result.peak)} MiB (${fmt(before)} MiB before; file ${fmt(result.bytes / 2 ** 20)} MiB${result.chunked ? ', chunked' : ', NOT chunked'}, the server's old space capped at ${HEAP_MIB} MiB); rows exported ${fmt(result.rows)} vs counted ${fmt(counted)}; first byte ${fmt(result.firstByteMs)} ms, whole file ${fmt(result.ms / 1000, 1)} s`,
      `RSS <= ${fmt(bound)} MiB (before + ${EXPORT_HEADROOM_MIB}); rows = counted; file > heap cap`,
      pass,
    );
    bench.record(
      section,
      `permits CSV, ${target.name}: the first export (warm-up)`,
      `peak RSS ${fmt(warm.peak)} MiB from ${fmt(idle)} MiB idle; rows ${fmt(warm.rows)}; whole file ${fmt(warm.ms / 1000, 1)} s`,
    );
  } finally {
    await bench.stop(server.child);
  }
}
