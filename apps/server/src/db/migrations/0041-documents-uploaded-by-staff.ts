import { type Kysely, sql } from 'kysely';

/**
 * A scan uploaded at the counter (issue 28, decision 046): the staff member who uploaded it for the resident, so
 * the document says who put it there, as a request made at the counter does (migration 0039). Null for a document
 * the resident uploaded; the staff audit row of the upload says how the resident was identified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents
    add column uploaded_by_staff_id text,
    add column uploaded_by_staff_name text`.execute(db);
}
