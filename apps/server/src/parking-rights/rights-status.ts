/**
 * What enforcement will see of a permit, for the resident's product details: 'REGISTERED' when the
 * register acknowledged every right, 'PENDING' while one waits, null when the permit has no right
 * (its product names no NPR area). A scalar subselect for the products' listing, which must stay one
 * statement (decision 015): `tenantRef` and `permitRef` name the listing's columns.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export function enforcementRegistrationOf(db: Database, tenantRef: string, permitRef: string) {
  return db
    .selectFrom('parking_rights as pr')
    .select(
      sql<'REGISTERED' | 'PENDING' | null>`case when count(*) = 0 then null
        when bool_or(pr.version > pr.sent_version) then 'PENDING' else 'REGISTERED' end`.as('registration'),
    )
    .where('pr.tenant_id', '=', sql.ref<number>(tenantRef))
    .where('pr.permit_id', '=', sql.ref<number>(permitRef));
}
