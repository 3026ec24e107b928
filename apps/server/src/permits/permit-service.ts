/** The permits area's use cases that other areas share: finding the caller's own permit. */
import type { Database } from '../db/database.js';
import { notFound } from '../http/service-error.js';
import { findOwnPermit, type PermitRow } from './permit-repository.js';

/** The caller's own permit by ROOT_RQT_ID, or NOT_FOUND (another relation's or tenant's as well). */
export async function requireOwnPermit(
  db: Database,
  tenantId: number,
  relationId: number,
  rootRequestId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PermitRow> {
  const permit = await findOwnPermit(db, tenantId, relationId, rootRequestId, options);
  if (!permit) throw notFound(`permit of request ${rootRequestId}`);
  return permit;
}
