// Memory under oversized uploads (issue 18): four clients each send a 60 MB file at once to a
// municipality whose limit is the default 3 MB. The body is streamed and the file cut off at the
// limit, so the server's memory must not grow with what clients send. Measured from outside: the
// server's resident set size (VmRSS, sampled every 20 ms) before and during the uploads.
//
//   npm run build:server && node scripts/upload-memory.mjs [--clients 4] [--mb 60]
//
// Exits 1 when the growth is 50 MB or more.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, multipart, pdf, seedResident, service, startServer } from './support/portal-process.mjs';

const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '4' }, mb: { type: 'string', default: '60' } },
});
const CLIENTS = Number(args.clients);
const MB = Number(args.mb);
const LIMIT_MB = 50;

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const dataDir = mkdtempSync(join(tmpdir(), 'pl-memory-'));
let server;
try {
  const world = await seedResident(dataDir, undefined);
  const port = await freePort();
  server = await startServer({ dataDir, port });
  const base = `http://127.0.0.1:${port}`;
  const upload = (data) => {
    const body = multipart(
      {
        p_request_id: String(world.requests[0]),
        p_dve: '',
        p_dtp_code: 'HUUR',
        p_filename: 'groot.pdf',
        p_rpg_id: String(world.catalogue.additional * 10),
      },
      data,
    );
    return service(base, world, 'eloket/upload_file', { headers: { 'content-type': body.type }, body: body.body });
  };
  // Warm up (first requests compile code and fill caches), then let the heap settle.
  for (let i = 0; i < 5; i++) await (await upload(pdf(`warm-${i}`))).json();
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(server.child.pid);

  const big = Buffer.alloc(MB * 1024 * 1024, 0x20);
  pdf('big').copy(big, 0);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.child.pid));
  }, 20);
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: CLIENTS }, () => upload(big).then((r) => r.json())));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.child.pid));
  const codes = answers.map((a) => a.statuscode);
  const growth = peak - before;
  console.log(
    `${CLIENTS} parallel uploads of ${MB} MB to a 3 MB limit, answered in ${((Date.now() - started) / 1000).toFixed(1)} s: ${codes.join(', ')}`,
  );
  console.log(
    `server RSS before ${before.toFixed(1)} MB, peak during ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
  );
  process.exitCode = growth < LIMIT_MB && codes.every((c) => c === 'UPLOAD_FILE_TOO_LARGE') ? 0 : 1;
} finally {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
