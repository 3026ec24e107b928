/** Who asks the vehicle registry: the session's relation, and its BSN when it logged in with DigiD. */
import type { Database } from '../db/database.js';
import type { VehicleHolder } from './vehicle-registry.js';

/** The identity service whose subject is a BSN. */
const BSN_SERVICE = 'digid';

/** The relation's BSN (the subject of its DigiD identity); null when it has none (eIDAS, permit login). */
export async function vehicleHolder(db: Database, tenantId: number, relationId: number): Promise<VehicleHolder> {
  const row = await db
    .selectFrom('relation_identities')
    .select('subject')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('service', '=', BSN_SERVICE)
    .orderBy('created_at')
    .orderBy('subject')
    .executeTakeFirst();
  return { bsn: row?.subject ?? null };
}
