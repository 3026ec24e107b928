/**
 * Pure rules of the receipts: the postal lines of an address as a letter shows them, and which of a
 * payment's invoices it paid for.
 */

export interface AddressFields {
  foreign_yn: string;
  street: string;
  nr: string;
  house_letter: string;
  addition: string;
  zipcode: string;
  zipcode_letters: string;
  city: string;
  address1: string;
  address2: string;
  country: string;
}

/**
 * The address as lines: a Dutch one as 'Street 12A-2' and '1234 AB City', a foreign one as its free
 * lines and country. Empty parts are left out; no address at all is no lines.
 */
export function postalLines(address: AddressFields): string[] {
  const trimmed = (value: string) => value.trim();
  if (address.foreign_yn === 'Y') {
    return [address.address1, address.address2, address.country].map(trimmed).filter((line) => line !== '');
  }
  const letter = trimmed(address.house_letter);
  const addition = trimmed(address.addition);
  const house = `${trimmed(address.nr)}${letter}${addition === '' ? '' : `-${addition}`}`;
  const street = [trimmed(address.street), house].filter((part) => part !== '').join(' ');
  const zipcode = [trimmed(address.zipcode), trimmed(address.zipcode_letters).toUpperCase()]
    .filter((part) => part !== '')
    .join(' ');
  const place = [zipcode, trimmed(address.city)].filter((part) => part !== '').join(' ');
  return [street, place].filter((line) => line !== '');
}

/** The municipality's address as set (MUNICIPALITY_ADDRESS, lines separated by commas or new lines). */
export function settingLines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
