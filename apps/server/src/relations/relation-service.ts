/**
 * Finding or creating the relation behind a proven identity. The key is the identity service
 * plus its identifier, so a citizen number from one service never opens another service's account.
 */
import type { Database } from '../db/database.js';
import {
  type Branch,
  findRelationIdByIdentity,
  insertIdentity,
  insertRelation,
  type RelationAttributes,
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
