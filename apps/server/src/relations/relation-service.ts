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

/** A Dutch address the relation is registered at, in the form get_locations takes it. */
export interface RegisteredAddress {
  /** 1234AB. */
  zipcode: string;
  nr: string;
  /** House letter and addition: "A", "2", "A-2"; '' when none. */
  addition: string;
  street: string;
  city: string;
}

/**
 * The addresses a product located by address may be requested for (DECISIONS 3 "Where a permit is requested"): a
 * person's residential address from the population register; a company's the visiting address of the branch it acts
 * for in this session (relationAtBranch), else its own registered address. Give the relation as the session acts
 * (callerRelation). None for a foreign or absent address, and none while the register could not be asked at this
 * login (decision 005: the address on the row may be out of date, so it is not judged).
 */
export function registeredAddresses(relation: RelationRow): RegisteredAddress[] {
  if (relation.register_status === 'unavailable') return [];
  if (relation.foreign_yn === 'Y' || relation.zipcode.trim() === '' || relation.nr.trim() === '') return [];
  const letter = relation.house_letter.trim();
  const addition = relation.addition.trim();
  return [
    {
      zipcode: `${relation.zipcode}${relation.zipcode_letters}`.replace(/\s/g, '').toUpperCase(),
      nr: relation.nr.trim(),
      addition: letter !== '' && addition !== '' ? `${letter}-${addition}` : `${letter}${addition}`,
      street: relation.street,
      city: relation.city,
    },
  ];
}

const addressKey = (address: Pick<RegisteredAddress, 'zipcode' | 'nr' | 'addition'>) =>
  [address.zipcode, String(Number(address.nr.trim()) || address.nr.trim()), address.addition]
    .map((part) => part.replace(/[^A-Za-z0-9]/g, '').toUpperCase())
    .join('|');

/**
 * The registered address that is this address (postcode with or without a space, house letter and addition without
 * case or separators), or undefined when the relation is not registered there.
 */
export function registeredAddressOf(
  relation: RelationRow,
  address: Pick<RegisteredAddress, 'zipcode' | 'nr' | 'addition'>,
): RegisteredAddress | undefined {
  const key = addressKey(address);
  return registeredAddresses(relation).find((registered) => addressKey(registered) === key);
}
