/**
 * What enforcement will see of a permit, for the resident's product details: 'REGISTERED' when the
 * register acknowledged every right, 'PENDING' while one waits, null when the permit has no right
 * (its product names no NPR area). A subselect the products' listing adds to its one statement, for
 * all the listed permits at once (the permits area's PermitJsonPart, decisions 015 and 051).
 */
import { type Expression, sql } from 'kysely';
import type { PermitJsonPart } from '../permits/index.js';

export type EnforcementRegistration = 'REGISTERED' | 'PENDING';

export const enforcementRegistrationJson: PermitJsonPart<EnforcementRegistration> = (
  tenantId: Expression<number>,
  permitIds: Expression<number>,
) =>
  sql<[number, EnforcementRegistration][] | null>`(select json_agg(json_build_array(x.permit_id, x.registration))
    from (select r.permit_id,
        case when bool_or(r.version > r.sent_version) then 'PENDING' else 'REGISTERED' end as registration
      from parking_rights r
      where r.tenant_id = ${tenantId} and r.permit_id in (${permitIds})
      group by r.permit_id) x)`;
