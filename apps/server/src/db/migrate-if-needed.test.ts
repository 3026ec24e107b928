import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { slow } from '../test/time-scale.js';
import { openDatabase } from './database.js';
import { MigrationError, migrateIfNeeded } from './migrate.js';

describe('migrateIfNeeded (the operator tool)', () => {
  // A new embedded database and every migration: most of a minute on a busy 2-core machine.
  it('migrates a new database, then only reads the applied list; an unknown applied one goes to the migrator', {
    timeout: slow(120_000),
  }, async () => {
    const database = await openDatabase({ dataDir: 'memory://', role: 'a test' });
    try {
      const first = await migrateIfNeeded(database.db);
      expect(first.length).toBeGreaterThan(10);
      expect(first).toContain('0025-wire-references-and-times');
      // Migrated: one read of the applied list, nothing to do.
      expect(await migrateIfNeeded(database.db)).toEqual([]);

      // A database migrated by a newer build is not skipped over: the migrator refuses it.
      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2026-01-01')`.execute(
        database.db,
      );
      await expect(migrateIfNeeded(database.db)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      await database.close();
    }
  });
});
