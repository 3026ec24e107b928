/**
 * Whether a plate change may start (lifecycle 2.6, 2.9; DECISIONS 2, Issued permits), one pure rule
 * for the flags of get_issued_permits and for request_license_change_for_rqt, so the screen never
 * offers what the server refuses. Once started, the change is a LICENSE_CHANGE request that the
 * request machine moves (documents, confirmation, payment of the fee, then the new plates).
 */
import { OPEN_REQUEST_STATUSCODES } from '../requests/index.js';

/** Where the permit's latest plate change stands. */
export type PendingChange =
  /** No change, or only finished ones. */
  | 'none'
  /** Waiting for documents, a review or a confirmation (EXISTING_PAUSED_CHLI_YN). */
  | 'paused'
  /** Waiting for its fee to be paid (EXISTING_TOBEPAID_CHLI_YN). */
  | 'to_be_paid';

export interface PlateChangeFacts {
  permitState: 'ACTIVE' | 'PLANNED' | 'ENDED';
  minPlates: number;
  maxPlates: number;
  pending: PendingChange;
}

export type PlateChangeRefusal = 'ended' | 'no_plates' | 'paused' | 'to_be_paid' | 'plate_count';

/** CAN_ALTER_LICENSEPLATES: the product carries plates and is not in history; waiting changes block it with their own message. */
export function canAlterPlates(facts: Pick<PlateChangeFacts, 'permitState' | 'maxPlates'>): boolean {
  return facts.permitState !== 'ENDED' && facts.maxPlates > 0;
}

export function plateChangeRefusal(facts: PlateChangeFacts, plateCount: number): PlateChangeRefusal | null {
  if (facts.permitState === 'ENDED') return 'ended';
  if (facts.maxPlates === 0) return 'no_plates';
  if (facts.pending === 'paused') return 'paused';
  if (facts.pending === 'to_be_paid') return 'to_be_paid';
  if (plateCount < facts.minPlates || plateCount > facts.maxPlates) return 'plate_count';
  return null;
}

/** The pending change of a permit from the statuses of its change requests. */
export function pendingChangeOf(statuses: readonly string[]): PendingChange {
  if (statuses.includes('AWAIT_PAYMENT')) return 'to_be_paid';
  // Read at call time: the request flow and this area import each other's index.
  const open: readonly string[] = OPEN_REQUEST_STATUSCODES;
  return statuses.some((status) => open.includes(status)) ? 'paused' : 'none';
}
