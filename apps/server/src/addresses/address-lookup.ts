/**
 * The address adapter: is there a Dutch address with this postal code and house number, and
 * what are its street and city? Two implementations answer it: the built-in register of the demo
 * municipalities (builtin-lookup.ts) and the national address register through PDOK's public
 * Locatieserver (pdok-lookup.ts). ADDRESS_LOOKUP chooses (address-env.ts).
 */

export interface AddressQuery {
  /** Four digits. */
  zipcode: string;
  /** Two capital letters. */
  letters: string;
  /** The house number, digits only. */
  nr: string;
  /**
   * House letter and addition are not part of the check (see docs/adapters/address.md): they
   * only help choose between register entries of one number when there are several.
   */
  houseLetter?: string;
  addition?: string;
}

export type AddressLookupResult =
  | { outcome: 'found'; street: string; city: string }
  | { outcome: 'not-found' }
  /** The register could not be asked or gave no usable answer; `reason` is for the log only. */
  | { outcome: 'unavailable'; reason: string };

export interface AddressLookup {
  /** Which implementation answers, for the log. */
  readonly name: 'builtin' | 'pdok';
  lookupAddress(query: AddressQuery): Promise<AddressLookupResult>;
}

const ZIPCODE = /^\d{4}$/;
const LETTERS = /^[A-Z]{2}$/;
const NUMBER = /^\d{1,10}$/;

/** Both implementations refuse a malformed query themselves, whatever their caller checked. */
export function isWellFormed(query: AddressQuery): boolean {
  return ZIPCODE.test(query.zipcode) && LETTERS.test(query.letters) && NUMBER.test(query.nr);
}

/** Addition compared without case, spaces and dashes: "-2", "2" and " 2" are the same addition. */
export function sameAddition(a: string | undefined, b: string | undefined): boolean {
  const norm = (value: string | undefined) => (value ?? '').toUpperCase().replace(/[\s-]/g, '');
  return norm(a) === norm(b);
}
