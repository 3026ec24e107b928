import { type Kysely, sql } from 'kysely';

/**
 * The catalogue edited on the back office's screen (issue 28, decision 038).
 *
 * A price line can hold for a period of start dates: `valid_from` and `valid_until` (both inclusive,
 * null: open). A price change from a date is the old line ending the day before and a new line
 * starting on it, so a permit is priced by the line that held on its start date.
 *
 * Every catalogue saved from the screen is a version: the whole catalogue file as it was saved, who
 * saved it and why, numbered per municipality from 1. Versions are never changed; restoring one saves
 * its file again as a new version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table price_lines add column valid_from date, add column valid_until date`.execute(db);
  await sql`alter table price_lines add constraint price_lines_validity_check
    check (valid_from is null or valid_until is null or valid_from <= valid_until)`.execute(db);
  await sql`
    create table catalogue_versions (
      tenant_id integer not null references tenants (id) on delete cascade,
      number integer not null check (number >= 1),
      created_at timestamptz not null default now(),
      created_by text not null,
      created_by_name text not null,
      summary text not null,
      file jsonb not null,
      primary key (tenant_id, number)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table catalogue_versions`.execute(db);
  await sql`alter table price_lines drop constraint price_lines_validity_check`.execute(db);
  await sql`alter table price_lines drop column valid_until, drop column valid_from`.execute(db);
}
