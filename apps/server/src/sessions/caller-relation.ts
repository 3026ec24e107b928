/**
 * The one way a handler or service finds who is calling: the relation of the session. A session
 * without a relation, or whose relation is gone, has expired as far as the caller is concerned.
 */
import type { Database } from '../db/database.js';
import { sessionTimeout } from '../http/service-error.js';
import { findRelation, type RelationRow, relationAtBranch } from '../relations/index.js';
import type { Session } from './session-repository.js';

/**
 * The caller's relation, or SESSION_TIMEOUT. A company acting for a branch carries that branch's
 * visiting address (from the trade register) as its address, so eligibility judges the branch.
 */
export async function callerRelation(db: Database, tenantId: number, session: Session | null): Promise<RelationRow> {
  const relationId = session?.relationId;
  if (relationId === null || relationId === undefined) throw sessionTimeout();
  const relation = await findRelation(db, tenantId, relationId);
  if (!relation) throw sessionTimeout();
  return relationAtBranch(db, tenantId, relation, session?.branchNumber ?? null);
}
