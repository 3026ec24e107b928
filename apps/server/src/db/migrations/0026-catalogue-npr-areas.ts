import { type Kysely, sql } from 'kysely';

/**
 * The NPR area (national parking register: the area manager's id and the area's id, as in the RDW's
 * open parking data) that an area or a location of the catalogue gives a right in (issue 30). Both
 * or neither: a location's pair overrides its area's; a product with neither registers nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['areas', 'locations']) {
    await sql`alter table ${sql.table(table)} add column npr_area_manager_id text`.execute(db);
    await sql`alter table ${sql.table(table)} add column npr_area_id text`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_npr_both_or_neither`)}
      check ((npr_area_manager_id is null) = (npr_area_id is null))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['areas', 'locations']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_npr_both_or_neither`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column npr_area_id`.execute(db);
    await sql`alter table ${sql.table(table)} drop column npr_area_manager_id`.execute(db);
  }
}
