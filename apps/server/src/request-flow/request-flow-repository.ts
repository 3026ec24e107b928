/**
 * The request flow's own SQL: the addresses checked during a flow, and the row locks that serialize
 * a submit (the relation, so two submits never both pass the maximum; the location, so two
 * residents never get its last place). Every function takes the tenant.
 */
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { CheckedAddressesTable } from '../db/schema.js';

type CheckedAddressRow = Selectable<CheckedAddressesTable>;

/** An address the relation had checked in a request flow; undefined when it is not the relation's. */
export async function findCheckedAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  addressId: number,
): Promise<CheckedAddressRow | undefined> {
  return (await db
    .selectFrom('checked_addresses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', addressId)
    .executeTakeFirst()) as CheckedAddressRow | undefined;
}

/** How long an identical checked address is used again instead of storing another. */
const CHECKED_ADDRESS_REUSE_DAYS = 30;

/** Stores an address the register knows for the relation, or reuses an identical recent one. Returns its id. */
export async function saveCheckedAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  address: { zipcode: string; nr: string; addition: string; street: string; city: string },
): Promise<number> {
  const recent = await db
    .selectFrom('checked_addresses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('zipcode', '=', address.zipcode)
    .where('nr', '=', address.nr)
    .where('addition', '=', address.addition)
    .where('street', '=', address.street)
    .where('city', '=', address.city)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${CHECKED_ADDRESS_REUSE_DAYS})`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (recent) return recent.id;
  const { id } = await db
    .insertInto('checked_addresses')
    .values({ tenant_id: tenantId, relation_id: relationId, ...address })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
