/** The municipality's prolongation setting per permit type, set by the operator (set-prolongation-days). */

import { updateProlongationOfferDays } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { requireTenant, TenantAdminError } from '../tenants/index.js';

/** At most a year ahead: a permit's period is a year at the longest in practice, and an offer earlier than its start makes no sense. */
export const MAX_OFFER_DAYS = 366;

/**
 * How many days before a permit's end its prolongation is offered, for one permit type (by its
 * catalogue code); `null` stops offering. Answers a line for the operator.
 */
export async function setProlongationOfferDays(
  db: Database,
  tenantCode: string,
  permitTypeCode: string,
  days: number | null,
): Promise<string> {
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_OFFER_DAYS)) {
    throw new TenantAdminError(`Days must be a whole number from 1 to ${MAX_OFFER_DAYS}, or "off"`);
  }
  const tenant = await requireTenant(db, tenantCode);
  if (!(await updateProlongationOfferDays(db, tenant.id, permitTypeCode, days))) {
    throw new TenantAdminError(`${tenant.code} has no permit type ${permitTypeCode}`);
  }
  return days === null
    ? `${tenant.code} ${permitTypeCode}: no prolongations offered.`
    : `${tenant.code} ${permitTypeCode}: prolongation offered ${days} days before the end.`;
}
