/**
 * Who may decide a request awaiting document review (decision 034): the first reviewer to open it
 * claims it for CLAIM_SECONDS (a lease, renewed each time they open it again); meanwhile another
 * reviewer sees who has it and cannot decide. A lease that ran out is free for anyone, so a reviewer
 * who walks away does not block the queue.
 */

export const CLAIM_SECONDS = 15 * 60;

export interface ReviewClaim {
  staffId: string;
  staffName: string;
  until: Date;
}

export type ClaimStanding = 'free' | 'mine' | 'other';

/** Where a claim leaves this staff member now (pure). */
export function claimStanding(claim: ReviewClaim | null, staffId: string, now: Date): ClaimStanding {
  if (!claim || claim.until.getTime() <= now.getTime()) return 'free';
  return claim.staffId === staffId ? 'mine' : 'other';
}

/** The lease a claim taken now runs to. */
export function claimUntil(now: Date): Date {
  return new Date(now.getTime() + CLAIM_SECONDS * 1000);
}
