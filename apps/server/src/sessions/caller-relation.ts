/**
 * The one way a handler or service finds who is calling: the relation of the session. A session
 * without a relation, or whose relation is gone, has expired as far as the caller is concerned.
 */
import type { Database } from '../db/database.js';
import { sessionTimeout } from '../http/service-error.js';
import { findRelation, type RelationRow, relationAtBranch } from '../relations/index.js';
import type { Session } from './session-repository.js';

/**
 * The caller's relation id, or SESSION_TIMEOUT, without reading the relation: for a call that only
 * reads rows of that relation (filtered by tenant and relation id), where reading the relation too
 * would cost a statement for nothing (issue 15). Relations are never deleted, so a session's
 * relation exists.
 */
export function callerRelationId(session: Session | null): number {
  const relationId = session?.relationId;
  if (relationId === null || relationId === undefined) throw sessionTimeout();
  return relationId;
}

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
