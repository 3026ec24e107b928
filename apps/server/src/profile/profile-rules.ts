/**
 * What a relation may see and change on its profile (core 2.13, 6): pure rules, no I/O, shared by
 * the user record (the flags the web app follows) and the services (which enforce the same).
 *
 * Addresses (the specification leaves the choice to the server): a company may keep an invoice
 * address and a mailing address, since its invoices often go to an administration elsewhere;
 * a person may keep a mailing address (abroad for a while, a student's parents' home), and gets
 * invoices at the address the identity service reports. A type is shown when it may be edited,
 * and also when the relation has one (put there by the municipality), so nothing stored is hidden.
 */
import {
  ADDRESS_TYPES,
  type AddressType,
  hasControlCharacters as containsControlCharacters,
  isPerson,
} from '@parkeerloket/contract';

export function isCompany(relationType: string): boolean {
  return !isPerson(relationType);
}

/** Companies state their FTE count (it bounds some permits); persons never see it. */
export function mayEditFte(relationType: string): boolean {
  return isCompany(relationType);
}

export function editableAddressTypes(relationType: string): AddressType[] {
  return isCompany(relationType) ? [...ADDRESS_TYPES] : ['POST'];
}

export function shownAddressTypes(relationType: string, stored: readonly AddressType[]): AddressType[] {
  const editable = editableAddressTypes(relationType);
  return ADDRESS_TYPES.filter((type) => editable.includes(type) || stored.includes(type));
}

/** No control characters (line breaks, tabs) in free text that ends up on letters and invoices. */
export function hasControlCharacters(value: string): boolean {
  return containsControlCharacters(value);
}
