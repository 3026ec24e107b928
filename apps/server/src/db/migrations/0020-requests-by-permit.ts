import { type Kysely, sql } from 'kysely';

/**
 * The requests that refer to a permit (plate changes, prolongations, terminations) found by the
 * permit. Without it, the issued-permits listing looked up each permit's plate changes by reading
 * every request of the municipality (a bitmap scan over `requests_relation` by tenant only, once per
 * permit): at 1,000,000 permits its p50 grew 2.2 times over 10,000 (`npm run bench`, growth). It
 * also serves the foreign key from `requests` to `permits`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index requests_permit on requests (tenant_id, permit_id) where permit_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index requests_permit`.execute(db);
}
