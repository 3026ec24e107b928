/**
 * The server tests' embedded databases start from one already migrated (vitest.config.ts, global set-up of
 * the server-pglite project). A fresh PGlite runs initdb and then every migration: 5 to 15 s of a busy
 * 2-core machine per test file, most of the file's time. Instead this set-up migrates one database per run,
 * dumps it (`PGlite.dumpDataDir`, an uncompressed tar) and each file's `testDatabase()` opens a
 * `memory://` database loaded from that dump (about 2 s). Every file still gets a database of its own.
 *
 * The dump is kept under node_modules/.cache by a hash of the migrations and of PGlite's version, so a
 * changed or added migration builds a new one; `migrateToLatest` still runs on each file's database and
 * finds nothing to do.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.js';
import { createPgliteDialect } from '../db/pglite-dialect.js';
import { openPglite } from '../db/pglite-statements.js';
import type { DB } from '../db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's dump every server test file starts from (test/support.ts). */
    pgliteTemplate: string;
  }
}

const dbDir = fileURLToPath(new URL('../db/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cacheDir = join(repoRoot, 'node_modules/.cache/pl-pglite-template');

/** What the migrated database depends on: the migrator, every migration's text, PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(dbDir, 'migrate.ts')));
  const migrations = join(dbDir, 'migrations');
  for (const file of readdirSync(migrations).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(migrations, file)));
  }
  const pglite = join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 24);
}

/** The dump's path, built first when there is none for the current migrations. */
export async function pgliteTemplate(): Promise<string> {
  const path = join(cacheDir, `${templateKey()}.tar`);
  if (existsSync(path)) return path;
  const pg = await openPglite('memory://');
  const db = new Kysely<DB>({ dialect: createPgliteDialect(pg) });
  try {
    await migrateToLatest(db);
    const dump = await pg.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed: a run starting at the same moment never reads half a dump.
    const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, path);
  } finally {
    await db.destroy();
  }
  return path;
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await pgliteTemplate());
}
