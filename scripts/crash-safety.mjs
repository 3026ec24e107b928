// Crash safety, measured from outside (issue 18): writes are sent to the built server (uploads and
// profile changes), the server is killed with SIGKILL at a random moment, restarted, and every
// write it answered OK must still be there; the data folder (or database) must open again.
//
//   npm run build:server
//   node scripts/crash-safety.mjs --rounds 20                                   # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pl_crash node scripts/crash-safety.mjs --rounds 20
//
// With DATABASE_URL the database is emptied first (every table dropped): give it one of its own, or
// add --own-database to use (and create when missing) `<name>_crash` beside it instead.
// Exits 1 when an acknowledged write is missing or a restart fails. Prints one line per round.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { form, freePort, multipart, pdf, seedResident, service, startServer } from './support/portal-process.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '4' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '2500' },
    'own-database': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const WRITERS = Number(args.writers);
const databaseUrl = process.env.DATABASE_URL
  ? args['own-database']
    ? await besideDatabase(process.env.DATABASE_URL)
    : process.env.DATABASE_URL
  : undefined;

/** `<name>_crash` on the same server as `url`, created when missing: the given database is never touched. */
async function besideDatabase(url) {
  const pg = (await import('pg')).default;
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_crash`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}
const kind = databaseUrl ? 'postgresql' : 'embedded';

/** Writers run until the server dies under them; each remembers what was answered OK. */
function startWriters(base, world, acknowledged, profile, round) {
  let stopped = false;
  let sequence = 0;
  const uploader = async () => {
    while (!stopped) {
      const label = `${round}-${sequence++}-${randomBytes(4).toString('hex')}`;
      const data = pdf(label);
      const requestId = world.requests[sequence % world.requests.length];
      const body = multipart(
        {
          p_request_id: String(requestId),
          p_dve: '',
          p_dtp_code: 'HUUR',
          p_filename: `${label}.pdf`,
          p_rpg_id: String(world.catalogue.additional * 10),
        },
        data,
      );
      try {
        const answer = await (
          await service(base, world, 'eloket/upload_file', { headers: { 'content-type': body.type }, body: body.body })
        ).json();
        const id = answer.result?.[0]?.UPLOAD_FILE;
        if (answer.statuscode !== 'OK' || !(id > 0)) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
        acknowledged.uploads.push({ id, sha256: createHash('sha256').update(data).digest('hex') });
      } catch (error) {
        if (!stopped && !(error instanceof TypeError)) throw error;
        return; // the server is gone (fetch failed)
      }
    }
  };
  const profileWriter = async () => {
    while (!stopped) {
      const owner = `Crash ${round} ${sequence++}`;
      profile.inFlight = owner;
      try {
        const answer = await form(base, world, 'eloket/set_iban', {
          p_bankaccount_nr: 'NL91ABNA0417164300',
          p_bankaccount_owner: owner,
        });
        if (answer.statuscode !== 'OK') throw new Error(`set_iban refused: ${JSON.stringify(answer)}`);
        profile.acknowledged = owner;
        profile.count++;
      } catch (error) {
        if (!stopped && !(error instanceof TypeError)) throw error;
        return;
      }
    }
  };
  const running = [profileWriter(), ...Array.from({ length: Math.max(1, WRITERS - 1) }, uploader)];
  return {
    stop: () => {
      stopped = true;
    },
    done: Promise.allSettled(running),
  };
}

async function verify(base, world, acknowledged, profile) {
  const missing = [];
  for (const upload of acknowledged.uploads) {
    const response = await service(base, world, 'eloket/get_document', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ p_doc_id: String(upload.id) }).toString(),
    });
    const data = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || createHash('sha256').update(data).digest('hex') !== upload.sha256) {
      missing.push(`document ${upload.id}`);
    }
  }
  if (profile.acknowledged) {
    const naw = await form(base, world, 'eloket/get_naw', {});
    // The portal stores the account holder's name in capitals.
    const owner = String(naw.result?.[0]?.BANKACCOUNT_OWNER ?? '').toLowerCase();
    // Writes are sequential: the stored value is the last one answered OK, or the one under way at the kill.
    if (owner !== profile.acknowledged.toLowerCase() && owner !== profile.inFlight?.toLowerCase()) {
      missing.push(`profile change "${profile.acknowledged}" (found "${owner}")`);
    }
  }
  return missing;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pl-crash-'));
let failures = 0;
let total = 0;
const restarts = [];
try {
  const world = await seedResident(dataDir, databaseUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const acknowledged = { uploads: [] };
  const profile = { acknowledged: undefined, inFlight: undefined, count: 0 };
  console.log(
    `crash safety on the ${kind} database: ${ROUNDS} rounds, ${WRITERS} writers, SIGKILL after a random moment`,
  );
  let server = await startServer({ dataDir, port, databaseUrl });
  for (let round = 1; round <= ROUNDS; round++) {
    const uploadsBefore = acknowledged.uploads.length;
    const profileBefore = profile.count;
    const writers = startWriters(base, world, acknowledged, profile, round);
    const minMs = Number(args['min-ms']);
    const killAfter = minMs + Math.floor(Math.random() * (Number(args['max-ms']) - minMs));
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    server.child.kill('SIGKILL');
    await server.exited;
    writers.stop();
    for (const outcome of await writers.done) {
      if (outcome.status === 'rejected') throw outcome.reason;
    }
    try {
      server = await startServer({ dataDir, port, databaseUrl });
    } catch (error) {
      console.log(`round ${round}: the server did not start again: ${error.message}`);
      failures++;
      break;
    }
    restarts.push(server.seconds);
    const missing = await verify(base, world, acknowledged, profile);
    const uploads = acknowledged.uploads.length - uploadsBefore;
    const profiles = profile.count - profileBefore;
    total += uploads + profiles;
    failures += missing.length;
    console.log(
      `round ${String(round).padStart(2)}: killed after ${killAfter} ms; ${uploads} uploads and ${profiles} profile changes answered OK; ` +
        `restart ${server.seconds.toFixed(2)} s; ${missing.length === 0 ? `all ${acknowledged.uploads.length} acknowledged uploads and the last profile change present` : `MISSING: ${missing.slice(0, 5).join(', ')}`}`,
    );
  }
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(
    `crash safety on the ${kind} database: ${total} acknowledged writes in ${restarts.length} rounds, ${failures} lost; ` +
      `restarts ${Math.min(...restarts).toFixed(2)}-${Math.max(...restarts).toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures === 0 && restarts.length === ROUNDS ? 0 : 1);
