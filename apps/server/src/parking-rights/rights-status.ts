/**
 * What enforcement will see of a permit, for the resident's product details: 'REGISTERED' when the
 * register acknowledged every right, 'PENDING' while one waits, null when the permit has no right
 * (its product names no NPR area). A subselect the products' listing adds to its one statement
 * (the permits area's PermitJsonPart, decision 015).
 */
import { type Expression, sql } from 'kysely';
import type { PermitJsonPart } from '../permits/index.js';

export type EnforcementRegistration = 'REGISTERED' | 'PENDING';

export const enforcementRegistrationJson: PermitJsonPart<EnforcementRegistration> = (
  tenantId: Expression<number>,
  permitId: Expression<number>,
) =>
  sql<EnforcementRegistration>`(select case when count(*) = 0 then null
      when bool_or(r.version > r.sent_version) then 'PENDING' else 'REGISTERED' end
    from parking_rights r
    where r.tenant_id = ${tenantId} and r.permit_id = ${permitId})`;
