/** Who asks the vehicle registry: the session's relation, and its BSN when it logged in with DigiD. */
import type { Database } from '../db/database.js';
import { findIdentitySubject } from '../relations/index.js';
import type { VehicleHolder } from './vehicle-registry.js';

/** The identity service whose subject is a BSN. */
const BSN_SERVICE = 'digid';

/** The relation's BSN (the subject of its DigiD identity); null when it has none (eIDAS, permit login). */
export async function vehicleHolder(db: Database, tenantId: number, relationId: number): Promise<VehicleHolder> {
  return { bsn: await findIdentitySubject(db, tenantId, relationId, BSN_SERVICE) };
}
