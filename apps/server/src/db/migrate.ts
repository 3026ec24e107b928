/**
 * Versioned migrations, applied at start. Kysely's migrator takes a lock in the database, so
 * several instances starting at once apply each migration exactly once. A failed migration
 * throws: the server does not start on a half-migrated database.
 */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database.js';
import * as m0001 from './migrations/0001-tenants.js';
import * as m0002 from './migrations/0002-sessions-and-rate-limits.js';
import * as m0003 from './migrations/0003-relations-and-login.js';
import * as m0004 from './migrations/0004-identity-config.js';
import * as m0005 from './migrations/0005-outbox-delivery.js';
import * as m0006 from './migrations/0006-addresses.js';
import * as m0007 from './migrations/0007-catalogue.js';
import * as m0008 from './migrations/0008-requests.js';
import * as m0009 from './migrations/0009-documents.js';
import * as m0011 from './migrations/0011-payments.js';
import * as m0012 from './migrations/0012-products-and-jobs.js';
import * as m0013 from './migrations/0013-registers.js';
import * as m0014 from './migrations/0014-indexes-for-growth.js';
import * as m0015 from './migrations/0015-waiting-list-history.js';
import * as m0016 from './migrations/0016-login-failures.js';
import * as m0017 from './migrations/0017-prolongations.js';
import * as m0018 from './migrations/0018-waiting-list-offers.js';
import * as m0020 from './migrations/0020-requests-by-permit.js';
import * as m0021 from './migrations/0021-payment-refunds.js';
import * as m0025 from './migrations/0025-wire-references-and-times.js';
import * as m0026 from './migrations/0026-catalogue-npr-areas.js';
import * as m0027 from './migrations/0027-parking-rights.js';
import * as m0028 from './migrations/0028-permit-numbers.js';
import * as m0029 from './migrations/0029-messages.js';
import * as m0031 from './migrations/0031-tenant-help-pages.js';
import * as m0032 from './migrations/0032-staff.js';
import * as m0033 from './migrations/0033-staff-queues.js';
import * as m0034 from './migrations/0034-staff-search-indexes.js';
import * as m0035 from './migrations/0035-staff-mfa.js';
import * as m0036 from './migrations/0036-catalogue-versions.js';
import * as m0038 from './migrations/0038-announcements.js';
import * as m0039 from './migrations/0039-requests-on-behalf.js';
import * as m0041 from './migrations/0041-documents-uploaded-by-staff.js';
import * as m0044 from './migrations/0044-report-indexes.js';

const MIGRATIONS: Record<string, Migration> = {
  '0001-tenants': m0001,
  '0002-sessions-and-rate-limits': m0002,
  '0003-relations-and-login': m0003,
  '0004-identity-config': m0004,
  '0005-outbox-delivery': m0005,
  '0006-addresses': m0006,
  '0007-catalogue': m0007,
  '0008-requests': m0008,
  '0009-documents': m0009,
  '0011-payments': m0011,
  '0012-products-and-jobs': m0012,
  '0013-registers': m0013,
  '0014-indexes-for-growth': m0014,
  '0015-waiting-list-history': m0015,
  '0016-login-failures': m0016,
  '0017-prolongations': m0017,
  '0018-waiting-list-offers': m0018,
  '0020-requests-by-permit': m0020,
  '0021-payment-refunds': m0021,
  '0025-wire-references-and-times': m0025,
  '0026-catalogue-npr-areas': m0026,
  '0027-parking-rights': m0027,
  '0028-permit-numbers': m0028,
  '0029-messages': m0029,
  '0031-tenant-help-pages': m0031,
  '0032-staff': m0032,
  '0033-staff-queues': m0033,
  '0034-staff-search-indexes': m0034,
  '0035-staff-mfa': m0035,
  '0038-announcements': m0038,
  '0039-requests-on-behalf': m0039,
  '0044-report-indexes': m0044,
  '0036-catalogue-versions': m0036,
  '0041-documents-uploaded-by-staff': m0041,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export class MigrationError extends Error {}

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new MigrationError(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * For a short-lived process on a database that is usually migrated already (the operator tool): one read of
 * the applied migrations, and the migrator (its lock table, lock and checks) only when that is not exactly the
 * list this build knows. Answers the migrations applied now.
 */
export async function migrateIfNeeded(db: Database): Promise<string[]> {
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const names = new Set(applied.rows.map((row) => row.name));
    const known = Object.keys(MIGRATIONS);
    if (names.size === known.length && known.every((name) => names.has(name))) return [];
  } catch {
    // No migration table yet: a new database.
  }
  return migrateToLatest(db);
}
