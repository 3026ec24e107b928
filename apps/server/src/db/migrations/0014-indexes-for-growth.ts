import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the calls whose cost would otherwise grow with a municipality's data (issue 15;
 * the plans are printed by `npm run bench`, growth section). Without them the home counts and the
 * requestable products read every permit, request or invoice of the municipality to find one
 * resident's, one address's or one location's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A resident's permits and invoices are found by permits_relation (0012) and invoices_relation
  // (0011), both (tenant_id, relation_id, status).
  // Places taken at a location, by permits and by requests.
  await sql`create index permits_location on permits (tenant_id, location_id) where location_id is not null`.execute(
    db,
  );
  await sql`create index requests_location on requests (tenant_id, location_id) where location_id is not null`.execute(
    db,
  );
  // Holdings at an address: through the request's checked address, or the holder's own address
  // (the expression the catalogue's address query compares, catalogue-repository.ts).
  await sql`create index permits_address on permits (tenant_id, address_id) where address_id is not null`.execute(db);
  await sql`create index requests_address on requests (tenant_id, address_id) where address_id is not null`.execute(db);
  await sql`create index checked_addresses_address on checked_addresses (tenant_id, zipcode, nr)`.execute(db);
  await sql`create index relations_address on relations (tenant_id, (upper(replace(zipcode || zipcode_letters, ' ', ''))), nr)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'permits_location',
    'requests_location',
    'permits_address',
    'requests_address',
    'checked_addresses_address',
    'relations_address',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
