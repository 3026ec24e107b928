/**
 * What /user shows (core 2.13, 3.2, 3.3): its six blocks in order, and which actions each offers.
 * Pure: the screen renders the result.
 *
 * 1. the logged-in user: name, street line, city line, parking places on own ground (NR_OF_POET);
 * 2. the e-mail in full (the resident's own address, shown to its owner only: issue 24, decision 025), with its edit action;
 * 3. the IBAN and account owner: add when there is none, else edit and delete;
 * 4. the FTE count, when SHOW_FTE_YN is Y; set (none yet) or edit when EDIT_FTE_YN is Y;
 * 5. the invoice (FACT) and mailing (POST) address, each when its type is in SHOW_ADDRESSES;
 *    add (none yet), or edit and delete, when its type is in EDIT_ADDRESSES;
 * 6. change password, only when login/show_change_password says Y.
 */
import {
  ADDRESS_TYPES,
  type Address,
  type AddressType,
  addressLines,
  relationName,
  type UserRecord,
} from '@parkeerloket/contract';

// Written once in the contract: the back office's file writes addresses the same way.
export { type AddressLinesInput, addressLines, houseNumberText } from '@parkeerloket/contract';

const clean = (value: string | null | undefined) => (value ?? '').trim();

export type ProfileBlock = 'user' | 'email' | 'iban' | 'fte' | 'addresses' | 'password';

/** 'NL91 ABNA 0417 1643 00': in groups of four, as it is printed on a bank card. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export type AddressAction = 'add' | 'edit' | 'delete';

export interface AddressBlock {
  type: AddressType;
  address: (Address & { COUNTRY_DESCRIPTION?: unknown }) | null;
  actions: AddressAction[];
}

export interface ProfileView {
  blocks: ProfileBlock[];
  user: {
    name: string;
    streetLine: string;
    cityLine: string;
    parkingPlaces: number | null;
    /** The register could not be asked at this login: the address is not confirmed now. */
    addressUnchecked: boolean;
    /** The branch a company chose at this login, beside the company's own address (issue 16); null otherwise. */
    branch: { description: string; streetLine: string; cityLine: string } | null;
  };
  /** In full (decision 025: the owner sees their own address); null when there is no e-mail yet. */
  email: string | null;
  iban: { number: string; owner: string } | null;
  ibanActions: AddressAction[];
  fte: { value: number | null; action: 'set' | 'edit' | null } | null;
  addresses: AddressBlock[];
}

function typesOf(list: UserRecord['SHOW_ADDRESSES']): Set<string> {
  return new Set((list ?? []).map((entry) => entry.ADDRESS_TYPE));
}

/** The address of a type; "mailing address" is any type other than FACT (core 2.13, 3.3). */
function addressOf(record: UserRecord, type: AddressType): AddressBlock['address'] {
  return (record.ADDRESSES ?? []).find((address) => address.ADDRESS_TYPE === type) ?? null;
}

function branchView(branch: NonNullable<UserRecord['BRANCH']>): NonNullable<ProfileView['user']['branch']> {
  const [streetLine, cityLine] = addressLines({ ...branch, FOREIGN_YN: 'N' });
  return { description: clean(branch.DESCRIPTION) || branch.BRANCHNUMBER, streetLine, cityLine };
}

export function profileView(record: UserRecord, showChangePassword: boolean): ProfileView {
  const name = relationName(record);
  const [streetLine, cityLine] = addressLines(record);
  const email = clean(record.EMAIL);
  const ibanNumber = clean(record.BANKACCOUNT_NR);
  const iban = ibanNumber === '' ? null : { number: ibanNumber, owner: clean(record.BANKACCOUNT_OWNER) };

  let fte: ProfileView['fte'] = null;
  if (record.SHOW_FTE_YN === 'Y') {
    const value = typeof record.NUMBER_OF_FTE === 'number' ? record.NUMBER_OF_FTE : null;
    fte = { value, action: record.EDIT_FTE_YN === 'Y' ? (value === null ? 'set' : 'edit') : null };
  }

  const shown = typesOf(record.SHOW_ADDRESSES);
  const editable = typesOf(record.EDIT_ADDRESSES);
  const addresses = ADDRESS_TYPES.filter((type) => shown.has(type)).map((type): AddressBlock => {
    const address = addressOf(record, type);
    const actions: AddressAction[] = editable.has(type) ? (address ? ['edit', 'delete'] : ['add']) : [];
    return { type, address, actions };
  });

  const blocks: ProfileBlock[] = ['user', 'email', 'iban'];
  if (fte) blocks.push('fte');
  if (addresses.length > 0) blocks.push('addresses');
  if (showChangePassword) blocks.push('password');

  return {
    blocks,
    user: {
      name,
      streetLine,
      cityLine,
      parkingPlaces: typeof record.NR_OF_POET === 'number' ? record.NR_OF_POET : null,
      addressUnchecked: record.ADDRESS_UNCHECKED_YN === 'Y',
      branch: record.BRANCH ? branchView(record.BRANCH) : null,
    },
    email: email === '' ? null : email,
    iban,
    ibanActions: iban ? ['edit', 'delete'] : ['add'],
    fte,
    addresses,
  };
}
