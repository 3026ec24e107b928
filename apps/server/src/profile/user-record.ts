/** The relation as the contract's user record (core 3.2): presentation only, no I/O. */
import { RELATION_TYPE_PERSON, type UserRecord } from '@parkeerloket/contract';
import type { RelationRow } from '../relations/relation-repository.js';

export function toUserRecord(relation: RelationRow): UserRecord {
  // Companies state their FTE count (it bounds some permits); persons never see it.
  const company = relation.relation_type !== RELATION_TYPE_PERSON ? 'Y' : 'N';
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
    SHOW_FTE_YN: company,
    EDIT_FTE_YN: company,
    NUMBER_OF_FTE: relation.number_of_fte,
    BANKACCOUNT_NR: relation.bankaccount_nr,
    BANKACCOUNT_OWNER: relation.bankaccount_owner,
    // Invoice and mailing addresses arrive with the profile issue; until then none are shown or editable.
    ADDRESSES: [],
    SHOW_ADDRESSES: [],
    EDIT_ADDRESSES: [],
  };
}
