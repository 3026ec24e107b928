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
  replaceBranches,
  updateRelationAttributes,
} from './relation-repository.js';

export interface ProvenIdentity {
  /** digid, eidas, eherkenning (or email for permit logins). */
  service: string;
  /** BSN, EU identifier or KvK number. */
  subject: string;
  attributes: RelationAttributes;
  /** Companies: the branches it may act for, as the business identity service reports them. */
  branches?: readonly Branch[];
}

/** Must run inside a transaction: creation of relation and identity land together. */
export async function relationForIdentity(db: Database, tenantId: number, identity: ProvenIdentity): Promise<number> {
  let relationId = await findRelationIdByIdentity(db, tenantId, identity.service, identity.subject);
  if (relationId === undefined) {
    relationId = await insertRelation(db, tenantId, identity.attributes);
    await insertIdentity(db, tenantId, identity.service, identity.subject, relationId);
  } else {
    await updateRelationAttributes(db, tenantId, relationId, identity.attributes);
  }
  if (identity.branches) await replaceBranches(db, tenantId, relationId, identity.branches);
  return relationId;
}
