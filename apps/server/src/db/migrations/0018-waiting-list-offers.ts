import { type Kysely, sql } from 'kysely';

/**
 * How long an offered waiting-list place is held (lifecycle 2.14; DECISIONS 2, Waiting list). The
 * deadline is fixed when the place is offered, from the tenant's `waiting_offer_days` at that moment,
 * so the date the e-mail promised holds even when the municipality changes the setting later. The
 * pass-on job finds lapsed offers by this partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table waiting_list_entries add column offer_expires_at timestamptz`.execute(db);
  await sql`
    create index waiting_list_entries_offer_expiry
      on waiting_list_entries (offer_expires_at)
      where status = 'AWAIT_CONTINUE_WAITING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index waiting_list_entries_offer_expiry`.execute(db);
  await sql`alter table waiting_list_entries drop column offer_expires_at`.execute(db);
}
