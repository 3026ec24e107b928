/** The relation as the contract's user record (core 3.2, 3.3): presentation only, no I/O. */
import type { Address, ChosenBranch, Locale, UserRecord } from '@parkeerloket/contract';
import type { Branch, RelationRow } from '../relations/index.js';
import type { StoredAddress } from './address-repository.js';
import { countryName } from './countries.js';
import { editableAddressTypes, mayEditFte, shownAddressTypes } from './profile-rules.js';

/** One address as the wire shows it; COUNTRY is the code, COUNTRY_DESCRIPTION its name in the caller's language. */
export function toAddressItem(address: StoredAddress, locale: Locale): Address & { COUNTRY_DESCRIPTION: string } {
  const empty = {
    STREET: '',
    NR: '',
    HOUSE_LETTER: '',
    ADDITION: '',
    INDICATION: '',
    ZIPCODE: '',
    ZIPCODE_LETTERS: '',
    CITY: '',
    ADDRESS1: '',
    ADDRESS2: '',
    COUNTRY: '',
    COUNTRY_DESCRIPTION: '',
  };
  if (address.foreign) {
    return {
      ...empty,
      ADDRESS_TYPE: address.addressType,
      FOREIGN_YN: 'Y',
      ADDRESS1: address.address1,
      ADDRESS2: address.address2,
      COUNTRY: address.country,
      COUNTRY_DESCRIPTION: countryName(address.country, locale),
    };
  }
  return {
    ...empty,
    ADDRESS_TYPE: address.addressType,
    FOREIGN_YN: 'N',
    STREET: address.street,
    NR: address.nr,
    HOUSE_LETTER: address.houseLetter,
    ADDITION: address.addition,
    INDICATION: address.indication,
    ZIPCODE: address.zipcode,
    ZIPCODE_LETTERS: address.zipcodeLetters,
    CITY: address.city,
  };
}

/** The chosen branch as the user record shows it. */
export function toChosenBranch(branch: Branch): ChosenBranch {
  const address = branch.address;
  return {
    BRANCHNUMBER: branch.branchNumber,
    DESCRIPTION: branch.description,
    STREET: address?.street ?? '',
    NR: address?.nr ?? '',
    HOUSE_LETTER: address?.houseLetter ?? '',
    ADDITION: address?.addition ?? '',
    INDICATION: '',
    ZIPCODE: address?.zipcode ?? '',
    ZIPCODE_LETTERS: address?.zipcodeLetters ?? '',
    CITY: address?.city ?? '',
    ADDRESS1: '',
    ADDRESS2: '',
  };
}

export function toUserRecord(
  relation: RelationRow,
  addresses: readonly StoredAddress[],
  locale: Locale,
  branch: Branch | null = null,
): UserRecord {
  const fte = mayEditFte(relation.relation_type) ? 'Y' : 'N';
  const shown = shownAddressTypes(
    relation.relation_type,
    addresses.map((a) => a.addressType),
  );
  return {
    RELATION_TYPE: relation.relation_type,
    FIRSTNAME: relation.firstname,
    LASTNAME: relation.lastname,
    NAME: relation.name,
    FOREIGN_YN: relation.foreign_yn === 'Y' ? 'Y' : 'N',
    STREET: relation.street,
    NR: relation.nr,
    HOUSE_LETTER: relation.house_letter,
    ADDITION: relation.addition,
    INDICATION: relation.indication,
    ZIPCODE: relation.zipcode,
    ZIPCODE_LETTERS: relation.zipcode_letters,
    CITY: relation.city,
    ADDRESS1: relation.address1,
    ADDRESS2: relation.address2,
    COUNTRY: relation.country,
    NR_OF_POET: relation.nr_of_poet,
    EMAIL: relation.email,
    EMAIL_VALIDATION_STATUS: relation.email_validation_status,
    SHOW_FTE_YN: fte,
    EDIT_FTE_YN: fte,
    NUMBER_OF_FTE: relation.number_of_fte,
    BANKACCOUNT_NR: relation.bankaccount_nr,
    BANKACCOUNT_OWNER: relation.bankaccount_owner,
    ADDRESSES: addresses.map((a) => toAddressItem(a, locale)),
    SHOW_ADDRESSES: shown.map((type) => ({ ADDRESS_TYPE: type })),
    EDIT_ADDRESSES: editableAddressTypes(relation.relation_type).map((type) => ({ ADDRESS_TYPE: type })),
    ADDRESS_UNCHECKED_YN: relation.register_status === 'unavailable' ? 'Y' : 'N',
    BRANCH: branch ? toChosenBranch(branch) : null,
  };
}
