// The built server as a separate process, for scripts that measure it from outside
// (crash-safety.mjs, upload-memory.mjs): a seeded resident, a start that waits for /health, and
// the bodies they send.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'apps/server/dist');

const { openDatabase } = await import(join(dist, 'db/database.js'));
const { migrateToLatest } = await import(join(dist, 'db/migrate.js'));
const { applyTenantConfig } = await import(join(dist, 'tenants/tenant-admin.js'));
const { relationForIdentity } = await import(join(dist, 'relations/relation-service.js'));
const { insertSession } = await import(join(dist, 'sessions/session-repository.js'));
// The document fixtures are test support, built beside the server for this script (apps/server/tsconfig.json "files").
const { createDocumentCatalogue, createRequestAt } = await import(join(dist, 'test/document-fixtures.js'));
const { defineCatalogue, importCatalogue } = await import(join(dist, 'catalogue/index.js'));

const t = (nl, en) => ({ nl, en });

/**
 * A free product without plates, address or documents, with a card number for every permit: its
 * request is one submit that issues the permit at once (PERMIT_CREATED), so a client can send many.
 */
const FREE_PRODUCT_CATALOGUE = defineCatalogue({
  areas: [{ code: 'CRASHTEST', description: t('Heel Crashtest', 'All of Crashtest') }],
  categories: [{ code: 'OVERIG', name: t('Overige vergunningen', 'Other permits'), description: t('Overig', 'Other') }],
  permitTypes: [
    {
      code: 'GRATIS',
      description: t('Gratis dagvergunning', 'Free day permit'),
      longDescription: t('Zonder kenteken, gratis.', 'Without a licence plate, free.'),
      relationTypes: 'P,C',
      minPlates: 0,
      maxPlates: 0,
      cards: { prefix: 'CR', from: 1, to: 9_999_999 },
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 0 }],
    },
  ],
  products: [
    {
      permitType: 'GRATIS',
      area: 'CRASHTEST',
      category: 'OVERIG',
      locations: [{ code: 'OVERAL', description: t('Overal', 'Everywhere') }],
    },
  ],
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A fresh database with one municipality, one resident with requests waiting for documents, a free
 * product anyone may request, and a session.
 */
export async function seedResident(dataDir, databaseUrl) {
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema public cascade; create schema public');
    await client.end();
  }
  const handle = await openDatabase({ databaseUrl, dataDir, role: 'the crash-safety seeder' });
  try {
    await migrateToLatest(handle.db);
    const { tenant } = await applyTenantConfig(handle.db, { code: 'crashtest', name: 'Gemeente Crashtest' });
    // Imported first: an import makes the catalogue exactly the file's, and the document fixtures add to it.
    await importCatalogue(handle.db, tenant.code, FREE_PRODUCT_CATALOGUE);
    const catalogue = await createDocumentCatalogue(handle.db, tenant.id, { maxDocuments: 1_000_000 });
    const relationId = await relationForIdentity(handle.db, tenant.id, {
      service: 'digid',
      subject: '900000011',
      attributes: { relationType: 'P', firstname: 'Crash', lastname: 'Test' },
    });
    const requests = [];
    for (let i = 0; i < 3; i++) {
      requests.push(await createRequestAt(handle.db, tenant.id, relationId, catalogue, 'DOCS_UPLOAD'));
    }
    const { token } = await insertSession(
      handle.db,
      tenant.id,
      { relationId, state: 'authorized', locale: 'nl_NL', loginService: 'digid' },
      { idleMinutes: 24 * 60, maxHours: 24 * 7 },
    );
    return { tenant: tenant.code, catalogue, requests, cookie: `pl_session=${token}` };
  } finally {
    await handle.close();
  }
}

export async function startServer({ dataDir, port, databaseUrl, env = {} }) {
  const started = Date.now();
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'no',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      MALWARE_SCANNER: 'off',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SESSION_IDLE_MINUTES: String(24 * 60),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, exited, seconds: (Date.now() - started) / 1000 };
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${stderr.slice(-3000)}`);
    if (Date.now() - started > 120_000) throw new Error(`the server did not answer /health in 120 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function pdf(label) {
  const body = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${label}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function multipart(fields, file) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="p_file_content"; filename="bewijs.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function service(base, world, endpoint, init) {
  const response = await fetch(`${base}/${world.tenant}/services/${endpoint}`, {
    method: 'POST',
    ...init,
    headers: { cookie: world.cookie, ...init.headers },
  });
  return response;
}

export async function form(base, world, endpoint, params) {
  const response = await service(base, world, endpoint, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  return response.json();
}
