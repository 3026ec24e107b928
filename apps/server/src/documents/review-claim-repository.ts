/** All SQL on document_review_claims: a reviewer's lease on a request awaiting review (review-claim.ts). */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ReviewClaim } from './review-claim.js';

/**
 * Takes or renews the claim for this staff member unless another holds a lease that has not run out;
 * one statement, so two reviewers opening the request at once never both get it. Answers the claim
 * as it stands afterwards (theirs or the other's).
 */
export async function takeReviewClaim(
  db: Database,
  tenantId: number,
  requestId: number,
  claim: ReviewClaim,
  now: Date,
): Promise<ReviewClaim> {
  await db
    .insertInto('document_review_claims')
    .values({
      tenant_id: tenantId,
      request_id: requestId,
      staff_id: claim.staffId,
      staff_name: claim.staffName,
      claimed_until: claim.until,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'request_id'])
        .doUpdateSet({
          staff_id: claim.staffId,
          staff_name: claim.staffName,
          claimed_until: claim.until,
        })
        .where(
          sql<boolean>`document_review_claims.claimed_until <= ${now} or document_review_claims.staff_id = ${claim.staffId}`,
        ),
    )
    .execute();
  return (await readReviewClaims(db, tenantId, [requestId])).get(requestId) as ReviewClaim;
}

/** The claims on these requests, locked when `forUpdate` (a decision checks its claim in its transaction). */
export async function readReviewClaims(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<number, ReviewClaim>> {
  if (requestIds.length === 0) return new Map();
  let query = db
    .selectFrom('document_review_claims')
    .select(['request_id', 'staff_id', 'staff_name', 'claimed_until'])
    .where('tenant_id', '=', tenantId)
    .where('request_id', 'in', requestIds);
  if (options.forUpdate) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.request_id,
      { staffId: row.staff_id, staffName: row.staff_name, until: new Date(row.claimed_until) },
    ]),
  );
}

/** Gives the request back to the queue (decided, or the reviewer let go), only if this staff member holds it. */
export async function dropReviewClaim(
  db: Database,
  tenantId: number,
  requestId: number,
  staffId: string,
): Promise<void> {
  await db
    .deleteFrom('document_review_claims')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('staff_id', '=', staffId)
    .execute();
}
