import { type Kysely, sql } from 'kysely';

/**
 * A request made at the counter (issue 28): the staff member who requested it for the resident, so the
 * resident's e-mail and screens can say "aangevraagd door de gemeente namens u". Null for a request the
 * resident made; the audit row of the staff member's action says how the resident was identified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table requests
    add column acted_by_staff_id text,
    add column acted_by_staff_name text`.execute(db);
}
