/**
 * The relation's invoice and mailing addresses (core 2.13, 2.16, 4.4). A Dutch address is looked
 * up in the address register before it is saved, and saved with the street and city the register
 * gives, never with what a browser sent; when the register cannot be asked, nothing is saved.
 * A foreign address is two lines and a known country other than the Netherlands.
 */
import type { Address, AddressType, UserRecord } from '@parkeerloket/contract';
import type { AddressLookup, AddressQuery } from '../addresses/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import { enforceLimit } from '../http/limits.js';
import { forbidden, invalidParameters, sessionTimeout } from '../http/service-error.js';
import { findBranch, findRelation, type RelationRow } from '../relations/index.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import {
  type DutchAddress,
  deleteAddress as deleteStoredAddress,
  type ForeignAddress,
  readAddresses,
  readRelationWithAddresses,
  saveAddress,
} from './address-repository.js';
import { isKnownCountry, NETHERLANDS } from './countries.js';
import type { ProfileCall } from './email-verification-service.js';
import { editableAddressTypes, hasControlCharacters } from './profile-rules.js';
import { toUserRecord } from './user-record.js';

export interface AddressCall extends ProfileCall {
  lookup: AddressLookup;
  /** Why the register was unavailable goes to the log; the user gets a plain "try later". */
  log: { warn(details: object, message: string): void };
}

/**
 * Each lookup may reach a public service outside the portal; a relation gets a fair number of
 * them, plenty for typing and correcting an address, not enough to use the portal as a free
 * bulk address service.
 */
export const LOOKUPS_PER_RELATION = { max: 60, windowMs: 15 * 60_000 } as const;

export interface DutchAddressInput {
  zipcode: string;
  zipcodeLetters: string;
  nr: string;
  houseLetter: string;
  addition: string;
  indication: string;
}

export interface ForeignAddressInput {
  address1: string;
  address2: string;
  country: string;
}

/**
 * eloket/get_naw: the relation with its addresses and what it may do with them. A company acting for a branch is
 * shown with its own main address and, beside it, the branch of this login (issue 16): the caller's relation carries
 * the branch's address for eligibility, so the company's own row is read for the main address.
 */
export async function readUserRecord(call: ProfileCall): Promise<UserRecord> {
  const branchNumber = call.session?.branchNumber ?? null;
  if (branchNumber === null) {
    // No branch: the caller's relation as it is (callerRelation's answer), with its addresses in the same statement.
    const read = await readRelationWithAddresses(call.db, call.tenant.id, callerRelationId(call.session));
    if (!read) throw sessionTimeout();
    return toUserRecord(read.relation, read.addresses, call.locale, null);
  }
  const acting = await callerRelation(call.db, call.tenant.id, call.session);
  const branch = branchNumber === null ? undefined : await findBranch(call.db, call.tenant.id, acting.id, branchNumber);
  const relation = branch ? ((await findRelation(call.db, call.tenant.id, acting.id)) ?? acting) : acting;
  const addresses = await readAddresses(call.db, call.tenant.id, relation.id);
  return toUserRecord(relation, addresses, call.locale, branch ?? null);
}

async function lookUp(call: AddressCall, relation: RelationRow, query: AddressQuery) {
  await enforceLimit(
    call.db,
    `address-lookup:${call.tenant.id}:${relation.id}`,
    LOOKUPS_PER_RELATION.max,
    LOOKUPS_PER_RELATION.windowMs,
  );
  const result = await call.lookup.lookupAddress(query);
  switch (result.outcome) {
    case 'found':
      return { street: result.street, city: result.city };
    case 'not-found':
      throw new BusinessFailure('ADDRESS_NOT_FOUND');
    case 'unavailable':
      call.log.warn({ adapter: call.lookup.name, reason: result.reason }, 'address lookup unavailable');
      throw new BusinessFailure('ADDRESS_CHECK_UNAVAILABLE', result.reason);
  }
}

/** eloket/check_address: the street and city of a postal code and house number, or why not. */
export async function checkAddress(
  call: AddressCall,
  input: Pick<DutchAddressInput, 'zipcode' | 'zipcodeLetters' | 'nr'>,
): Promise<Partial<Address>> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  const found = await lookUp(call, relation, { zipcode: input.zipcode, letters: input.zipcodeLetters, nr: input.nr });
  return {
    FOREIGN_YN: 'N',
    ZIPCODE: input.zipcode,
    ZIPCODE_LETTERS: input.zipcodeLetters,
    NR: input.nr,
    STREET: found.street,
    CITY: found.city,
  };
}

async function editableRelation(call: ProfileCall, addressType: AddressType): Promise<RelationRow> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  if (!editableAddressTypes(relation.relation_type).includes(addressType)) {
    throw forbidden(`address type ${addressType} is not editable for relation type ${relation.relation_type}`);
  }
  return relation;
}

function refuseControlCharacters(fields: Record<string, string>): void {
  const problems = Object.entries(fields)
    .filter(([, value]) => hasControlCharacters(value))
    .map(([field]) => ({ FIELD: field, CODE: 'invalid' as const }));
  if (problems.length > 0) throw invalidParameters(problems);
}

/** eloket/set_address, Dutch: adds or replaces the address of this type after the register knows it. */
export async function setDutchAddress(
  call: AddressCall,
  addressType: AddressType,
  input: DutchAddressInput,
): Promise<void> {
  refuseControlCharacters({ p_addition: input.addition, p_indication: input.indication });
  const relation = await editableRelation(call, addressType);
  const found = await lookUp(call, relation, {
    zipcode: input.zipcode,
    letters: input.zipcodeLetters,
    nr: input.nr,
    houseLetter: input.houseLetter,
    addition: input.addition,
  });
  const address: DutchAddress = { foreign: false, ...input, street: found.street, city: found.city };
  await saveAddress(call.db, call.tenant.id, relation.id, addressType, address);
}

/** eloket/set_address, foreign. */
export async function setForeignAddress(
  call: ProfileCall,
  addressType: AddressType,
  input: ForeignAddressInput,
): Promise<void> {
  refuseControlCharacters({ p_address1: input.address1, p_address2: input.address2 });
  const country = input.country.toUpperCase();
  if (!isKnownCountry(country)) throw invalidParameters([{ FIELD: 'p_country', CODE: 'not_allowed' }]);
  const relation = await editableRelation(call, addressType);
  if (country === NETHERLANDS) throw new BusinessFailure('ADDRESS_IN_NETHERLANDS');
  const address: ForeignAddress = { foreign: true, address1: input.address1, address2: input.address2, country };
  await saveAddress(call.db, call.tenant.id, relation.id, addressType, address);
}

/** eloket/delete_address: gone afterwards, whether or not there was one. */
export async function deleteAddress(call: ProfileCall, addressType: AddressType): Promise<void> {
  const relation = await editableRelation(call, addressType);
  await deleteStoredAddress(call.db, call.tenant.id, relation.id, addressType);
}
