import { type Kysely, sql } from 'kysely';

/**
 * What the back office's search and the resident's file read (issue 27, decision 035), so that at a million
 * permits none of them scans a table: a plate among the requests' plates (a permit's plates are its request's),
 * a relation by e-mail or by the start of its (last) name, and a relation's e-mails, refund orders and
 * waiting-list entries (closed ones included: the file shows the history). BSN and KvK number are the
 * identities' primary key, a permit number and a payment reference have their unique indexes (0028, 0025).
 * `text_pattern_ops`: a prefix `like` uses the index whatever the database's collation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index request_plates_plate on request_plates (tenant_id, license_plate)`.execute(db);
  await sql`create index relations_email on relations (tenant_id, lower(email)) where email is not null`.execute(db);
  await sql`create index relations_lastname on relations (tenant_id, lower(lastname) text_pattern_ops)`.execute(db);
  await sql`create index relations_name on relations (tenant_id, lower(name) text_pattern_ops)`.execute(db);
  await sql`create index outbox_relation on outbox (tenant_id, relation_id, id) where relation_id is not null`.execute(
    db,
  );
  await sql`create index refund_orders_relation on refund_orders (tenant_id, relation_id)`.execute(db);
  await sql`create index waiting_list_entries_relation on waiting_list_entries (tenant_id, relation_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index waiting_list_entries_relation`.execute(db);
  await sql`drop index refund_orders_relation`.execute(db);
  await sql`drop index outbox_relation`.execute(db);
  await sql`drop index relations_name`.execute(db);
  await sql`drop index relations_lastname`.execute(db);
  await sql`drop index relations_email`.execute(db);
  await sql`drop index request_plates_plate`.execute(db);
}
