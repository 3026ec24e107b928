// Crash safety, measured from outside (issue 18): writes are sent to the built server (permit
// requests, uploads and profile changes), the server is killed with SIGKILL at a random moment,
// restarted, and every write it answered OK must still be there; the data folder (or database) must
// open again.
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
    writers: { type: 'string', default: '5' },
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

/**
 * The product a client can request in one submit, found as the portal's own screens find it: a
 * requestable card without a waiting list (get_requestable_permits) whose parameters
 * (get_product_rqt_parms) ask no plates, address or specific location, with a free price line
 * without day selection. The seeder offers one (GRATIS).
 */
async function findFreeProduct(base, world) {
  const listing = await form(base, world, 'eloket/get_requestable_permits', {});
  if (listing.statuscode !== 'OK') throw new Error(`get_requestable_permits refused: ${JSON.stringify(listing)}`);
  for (const card of listing.result) {
    if (card.REQUESTABLE !== 'Y' || card.WAITINGLISTID) continue;
    const product = { pteId: card.PERMITTYPEID, araId: card.AREAID, staffel: card.STAFFEL };
    const parms = await productParameters(base, world, product);
    const plates = parms.LICENSEPLATE_REQUIREMENTS?.[0];
    const simple =
      plates?.MIN_LICENSEPLATES === 0 &&
      parms.LOCATION_BY_ADDRESS_YN === 'N' &&
      parms.NEED_SPECIFIC_LOCATION_YN === 'N' &&
      parms.LOCATIONS.some((location) => location.AVAILABLE === 'Y') &&
      parms.PRICELINES.some((line) => line.PRICE === 0 && line.DAY_SELECTION_YN === 'N');
    if (simple) return product;
  }
  throw new Error('no free product without plates, address or documents is offered');
}

async function productParameters(base, world, product) {
  const answer = await form(base, world, 'eloket/get_product_rqt_parms', {
    p_pte_id: String(product.pteId),
    p_ara_id: String(product.araId),
    p_staffel: String(product.staffel),
    p_wlt_id: '',
  });
  if (answer.statuscode !== 'OK') throw new Error(`get_product_rqt_parms refused: ${JSON.stringify(answer)}`);
  return answer.result[0];
}

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
  // A request as the request flow submits it: the parameters read afresh (start date, price line,
  // location), the price the server gives for the line, no plates, days or address.
  const requester = async () => {
    while (!stopped) {
      try {
        const parms = await productParameters(base, world, world.freeProduct);
        const line = parms.PRICELINES.find((l) => l.PRICE === 0 && l.DAY_SELECTION_YN === 'N');
        const location = parms.LOCATIONS.find((l) => l.AVAILABLE === 'Y');
        const answer = await form(base, world, 'eloket/request_permit', {
          p_pte_id: String(world.freeProduct.pteId),
          p_ara_id: String(world.freeProduct.araId),
          p_lcn_id: String(location.LOCATIONID),
          p_priceline_id: String(line.PRICELINE_ID),
          p_staffel: String(world.freeProduct.staffel),
          p_valid_from: parms.MIN_STARTDATE,
          p_remarks: '',
          p_email: '',
          p_phone: '',
          p_mobile_phone: '',
          p_reference: '',
          p_licenseplates: '[]',
          p_valid_days: '[]',
          p_price: String(line.PRICE),
          p_addressid: '',
          p_wlt_id: '',
          p_request_details: '',
        });
        const result = answer.result?.[0];
        if (answer.statuscode !== 'OK' || !(result?.REQUESTID > 0) || result.STATUSCODE !== 'PERMIT_CREATED') {
          throw new Error(`request_permit refused: ${JSON.stringify(answer)}`);
        }
        acknowledged.requests.push(result.REQUESTID);
      } catch (error) {
        if (!stopped && !(error instanceof TypeError)) throw error;
        return;
      }
    }
  };
  const uploaders = Array.from({ length: Math.max(1, WRITERS - 2) }, uploader);
  const running = [profileWriter(), requester(), ...uploaders];
  return {
    stop: () => {
      stopped = true;
    },
    done: Promise.allSettled(running),
  };
}

async function verify(base, world, acknowledged, profile) {
  const missing = [];
  // A free request issues its permit in the transaction that stores it: each acknowledged request
  // must be listed among the current products, with a card number no other permit has.
  const issued = await form(base, world, 'eloket/get_issued_permits', {});
  if (issued.statuscode !== 'OK') throw new Error(`get_issued_permits refused: ${JSON.stringify(issued)}`);
  const permits = new Map(issued.result.map((permit) => [permit.REQUESTID, permit]));
  const cards = new Map();
  for (const permit of issued.result) {
    if (permit.CARDNUMBER && cards.has(permit.CARDNUMBER)) {
      missing.push(
        `card ${permit.CARDNUMBER} twice (requests ${cards.get(permit.CARDNUMBER)} and ${permit.REQUESTID})`,
      );
    }
    cards.set(permit.CARDNUMBER, permit.REQUESTID);
  }
  for (const requestId of acknowledged.requests) {
    const permit = permits.get(requestId);
    if (!permit) missing.push(`request ${requestId}`);
    else if (!permit.CARDNUMBER) missing.push(`card of request ${requestId}`);
  }
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
  const acknowledged = { requests: [], uploads: [] };
  const profile = { acknowledged: undefined, inFlight: undefined, count: 0 };
  console.log(
    `crash safety on the ${kind} database: ${ROUNDS} rounds, ${WRITERS} writers, SIGKILL after a random moment`,
  );
  let server = await startServer({ dataDir, port, databaseUrl });
  world.freeProduct = await findFreeProduct(base, world);
  for (let round = 1; round <= ROUNDS; round++) {
    const requestsBefore = acknowledged.requests.length;
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
    const requests = acknowledged.requests.length - requestsBefore;
    const uploads = acknowledged.uploads.length - uploadsBefore;
    const profiles = profile.count - profileBefore;
    total += requests + uploads + profiles;
    failures += missing.length;
    console.log(
      `round ${String(round).padStart(2)}: killed after ${killAfter} ms; ${requests} requests, ${uploads} uploads and ${profiles} profile changes answered OK; ` +
        `restart ${server.seconds.toFixed(2)} s; ${
          missing.length === 0
            ? `all ${acknowledged.requests.length} acknowledged requests (each with its permit and card), ${acknowledged.uploads.length} uploads and the last profile change present`
            : `MISSING: ${missing.slice(0, 5).join(', ')}`
        }`,
    );
  }
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(
    `crash safety on the ${kind} database: ${total} acknowledged writes (${acknowledged.requests.length} requests, ` +
      `${acknowledged.uploads.length} uploads, ${profile.count} profile changes) in ${restarts.length} rounds, ${failures} lost; ` +
      `restarts ${Math.min(...restarts).toFixed(2)}-${Math.max(...restarts).toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures === 0 && restarts.length === ROUNDS ? 0 : 1);
