/**
 * Finding or creating the relation behind a proven identity. The key is the identity service
 * plus its identifier, so a citizen number from one service never opens another service's account.
 */
import type { Database } from '../db/database.js';
import {
  addressColumns,
  type Branch,
  findBranch,
  findRelationIdByIdentity,
  insertIdentity,
  insertRelation,
  type RelationAttributes,
  type RelationRow,
  recordRegisterLookup,
  replaceBranches,
  updateRelationAttributes,
} from './relation-repository.js';

export interface ProvenIdentity {
  /** digid, eidas, eherkenning (or email for permit logins). */
  service: string;
  /** BSN, EU identifier or KvK number. */
  subject: string;
  attributes: RelationAttributes;
  /** Companies: the branches it may act for, as the business identity service (or the trade register) reports them. */
  branches?: readonly Branch[];
  /** Companies: the one branch the business identity service named, when it named one. */
  branchNumber?: string;
}

/**
 * Must run inside a transaction: creation of relation and identity land together. `register` is
 * what the register lookup at this login said (none: no register was asked).
 */
export async function relationForIdentity(
  db: Database,
  tenantId: number,
  identity: ProvenIdentity,
  register?: 'found' | 'not_found' | 'unavailable',
): Promise<number> {
  let relationId = await findRelationIdByIdentity(db, tenantId, identity.service, identity.subject);
  if (relationId === undefined) {
    relationId = await insertRelation(db, tenantId, identity.attributes);
    await insertIdentity(db, tenantId, identity.service, identity.subject, relationId);
  } else {
    await updateRelationAttributes(db, tenantId, relationId, identity.attributes);
  }
  if (identity.branches) await replaceBranches(db, tenantId, relationId, identity.branches);
  if (register) await recordRegisterLookup(db, tenantId, relationId, register);
  return relationId;
}

/**
 * The relation as it acts in a session: a company acting for a branch whose visiting address the
 * trade register gave is judged at that address (docs/adapters/kvk.md). Read per call rather than
 * copied onto the relation, so two sessions of one company for two branches never overwrite each other.
 */
export async function relationAtBranch(
  db: Database,
  tenantId: number,
  relation: RelationRow,
  branchNumber: string | null,
): Promise<RelationRow> {
  if (branchNumber === null || relation.relation_type === 'P') return relation;
  const address = (await findBranch(db, tenantId, relation.id, branchNumber))?.address;
  if (!address) return relation;
  // The branch's address came from the register at this login.
  return { ...relation, foreign_yn: 'N', ...addressColumns(address), register_status: 'found' };
}
