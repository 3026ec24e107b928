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
  // The queue of one product at one location, in order: the listing ranks live entries by this.
  await sql`
    create index waiting_list_queue
      on waiting_list_entries (tenant_id, permit_type_id, area_id, location_id, id)
      where status in ('WAITING', 'AWAIT_CONTINUE_WAITING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index waiting_list_queue`.execute(db);
  await sql`alter table waiting_list_entries drop column offered_at, drop column closed_at`.execute(db);
}
