import { type Kysely, sql } from 'kysely';

/**
 * What the back office's reports read (issue 28, decision 049), so that a report over a period reads the rows
 * of that period through an index instead of every row of the municipality: permits by when they were made
 * and, ended ones, by their last day, with the permit type (index-only); payments received by when, with the
 * amount; documents by when they were reviewed, with when they were uploaded. At a million permits and three
 * years of history a twelve-month report then reads a third of the rows, and the share falls as years pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index permits_made on permits (tenant_id, created_at) include (permit_type_id)`.execute(db);
  await sql`create index permits_ended on permits (tenant_id, ended_on) include (permit_type_id)
            where status = 'ENDED'`.execute(db);
  await sql`create index payments_paid on payments (tenant_id, paid_at) include (amount_cents)
            where status = 'PAID'`.execute(db);
  await sql`create index documents_reviewed on documents (tenant_id, reviewed_at) include (created_at)
            where reviewed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index documents_reviewed`.execute(db);
  await sql`drop index payments_paid`.execute(db);
  await sql`drop index permits_ended`.execute(db);
  await sql`drop index permits_made`.execute(db);
}
