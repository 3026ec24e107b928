import { type Kysely, sql } from 'kysely';

/**
 * The waiting list's history (lifecycle 2.14; DECISIONS 2, Waiting list): when an entry was offered a
 * place and when it left the list. The average waiting time a resident sees is the tenant's own
 * history of offers (created to offered), so it needs `offered_at`; `closed_at` records when an entry
 * was withdrawn, requested or passed on. Positions are not stored: they are the rank of a live entry
 * in its queue, so concurrent joins and withdrawals cannot leave duplicates or gaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table waiting_list_entries
      add column offered_at timestamptz,
      add column closed_at timestamptz`.execute(db);
  // Which entry a freed place was offered to (none when nobody was waiting).
  await sql`alter table freed_capacity add column offered_entry_id integer`.execute(db);
  // How long an offered place is held before it passes on; each municipality sets its own.
  await sql`alter table tenants add column waiting_offer_days integer not null default 14 check (waiting_offer_days >= 1)`.execute(
    db,
  );
  // The queue of one product at one location, in order: the listing ranks live entries by this.
  await sql`
    create index waiting_list_queue
      on waiting_list_entries (tenant_id, permit_type_id, area_id, location_id, id)
      where status in ('WAITING', 'AWAIT_CONTINUE_WAITING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index waiting_list_queue`.execute(db);
  await sql`alter table waiting_list_entries drop column offered_at, drop column closed_at`.execute(db);
  await sql`alter table freed_capacity drop column offered_entry_id`.execute(db);
  await sql`alter table tenants drop column waiting_offer_days`.execute(db);
}
