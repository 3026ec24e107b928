import { normalizePostcode, validateHouseNumber, validatePostcode } from '@parkeerloket/contract';

/**
 * What the portal asks of the national registers after a login, and the little it keeps of the
 * answers: a person's name and residential address by BSN (BRP), a company's name and branches
 * with their visiting addresses by KvK number (trade register). Real implementations and the
 * built-in simulators answer through these interfaces.
 */

/** A Dutch address as the relation and branch rows keep it. */
export interface DutchAddress {
  street: string;
  nr: string;
  houseLetter: string;
  addition: string;
  /** Four digits. */
  zipcode: string;
  /** Two capitals. */
  zipcodeLetters: string;
  city: string;
}

export interface PersonRecord {
  firstname: string;
  /** Family name with its prefix ("de Vries"). */
  lastname: string;
  /** Null when the register has no Dutch residential address (abroad, unknown, a location description). */
  address: DutchAddress | null;
}

export interface RegisterBranch {
  branchNumber: string;
  tradeName: string;
  /** The visiting address; null when the register shields it or has none in the Netherlands. */
  address: DutchAddress | null;
}

export interface CompanyRecord {
  name: string;
  branches: RegisterBranch[];
}

export interface PopulationRegister {
  kind: 'simulator' | 'haalcentraal';
  /** Null: the register does not know this BSN. Throws RegisterUnavailable when it cannot be asked now. */
  lookUpPerson(bsn: string): Promise<PersonRecord | null>;
}

export interface TradeRegister {
  kind: 'simulator' | 'kvk';
  /**
   * The company and its branches; with `branchNumber`, only that branch (none when it is not the
   * company's). Null: the register does not know the KvK number. Throws RegisterUnavailable.
   */
  lookUpCompany(kvkNumber: string, branchNumber?: string): Promise<CompanyRecord | null>;
}

/** The register could not be asked or gave an answer we cannot read; the reason is for the log only. */
export class RegisterUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RegisterUnavailable';
  }
}

/** 'Kerkstraat 12A-2, Voorbeeld': a branch's line on the branch choice. */
export function houseNumberText(address: Pick<DutchAddress, 'nr' | 'houseLetter' | 'addition'>): string {
  return `${address.nr}${address.houseLetter}${address.addition ? `-${address.addition}` : ''}`;
}

export function branchDescription(branch: RegisterBranch): string {
  if (!branch.address) return branch.tradeName || branch.branchNumber;
  const { street, city } = branch.address;
  return `${branch.tradeName}, ${street} ${houseNumberText(branch.address)}, ${city}`;
}

/** The parts of a Dutch address as a register writes them. */
export interface AddressParts {
  street?: string | undefined;
  houseNumber?: number | string | undefined;
  houseLetter?: string | undefined;
  addition?: string | undefined;
  postcode?: string | undefined;
  city?: string | undefined;
}

/** A complete Dutch address (street, number, postal code), or null: then the portal knows no Dutch address. */
export function toDutchAddress(parts: AddressParts): DutchAddress | null {
  const postcode = normalizePostcode(parts.postcode ?? '');
  const street = (parts.street ?? '').trim();
  const nr = parts.houseNumber === undefined ? '' : String(parts.houseNumber).trim();
  if (validatePostcode(postcode) !== null || street === '' || validateHouseNumber(nr) !== null) return null;
  return {
    street,
    nr,
    houseLetter: (parts.houseLetter ?? '').trim().toUpperCase(),
    addition: (parts.addition ?? '').trim(),
    zipcode: postcode.slice(0, 4),
    zipcodeLetters: postcode.slice(4),
    city: (parts.city ?? '').trim(),
  };
}
