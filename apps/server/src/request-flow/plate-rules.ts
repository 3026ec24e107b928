/**
 * What the server makes of the plates a request sends (lifecycle 2.4, 6; DECISIONS 1). Pure: the
 * service asks the vehicle registry for the plates `needsRegistryCheck` names and passes the answers
 * in. The browser's LEASE and RDW_CHECKED are never taken as they are.
 *
 * For a person (RELATION_TYPE P):
 * - a plate of the Dutch form (exactly 6 letters/digits) with COUNTRY empty or NL is looked up:
 *   in the person's name → LEASE N; registered to someone else, or the registry cannot tell who
 *   holds it → LEASE Y (refused with PLATE_NOT_OWN when the product allows only own plates);
 *   unknown to the registry → refused (REQUEST_INVALID) when the browser presented it as Dutch
 *   (LEASE N or COUNTRY NL), else taken as a foreign plate that happens to have 6 characters;
 * - any other plate is foreign: LEASE Y, refused with PLATE_NOT_OWN when only own plates are
 *   allowed (a foreign vehicle cannot be proven to be in the person's name).
 * RDW_CHECKED is Y for every plate of a person: either the registry answered, or it was not needed.
 *
 * A company sends plates only (lifecycle 6): LEASE N, RDW_CHECKED N, no registry.
 */
import type { LicensePlateInput } from '@parkeerloket/contract';
import type { NewPlate } from '../requests/index.js';
import type { VehicleFacts } from '../vehicles/index.js';

export interface PlateRules {
  isPerson: boolean;
  /** The permit type allows plates not in the user's name (lease_allowed_yn). */
  leaseAllowed: boolean;
}

const DUTCH_FORM = /^[A-Z0-9]{6}$/;

function countryOf(plate: Pick<LicensePlateInput, 'COUNTRY'>): string {
  return (plate.COUNTRY ?? '').trim().toUpperCase();
}

/** A person's plate that is to be looked up in the (Dutch) vehicle registry. */
export function needsRegistryCheck(plate: LicensePlateInput, rules: Pick<PlateRules, 'isPerson'>): boolean {
  return rules.isPerson && DUTCH_FORM.test(plate.LICENSE_PLATE) && ['', 'NL'].includes(countryOf(plate));
}

/** The browser says the plate is Dutch: in the person's name (LEASE N), or country NL. */
export function presentedAsDutch(plate: LicensePlateInput): boolean {
  return plate.LEASE === 'N' || countryOf(plate) === 'NL';
}

export type PlateVerdict = { ok: true; plate: NewPlate } | { ok: false; failure: 'PLATE_NOT_OWN' | 'REQUEST_INVALID' };

/**
 * The plate as stored, or why the request is refused. `lookup` is the registry's answer for a plate
 * that needed a check (null: unknown plate), and `not_checked` for one that did not.
 */
export function plateVerdict(
  plate: LicensePlateInput,
  position: number,
  rules: PlateRules,
  lookup: VehicleFacts | null | 'not_checked',
): PlateVerdict {
  const base = {
    position,
    licensePlate: plate.LICENSE_PLATE,
    brand: (plate.BRAND ?? '').trim(),
    colour: (plate.COLOR ?? '').trim(),
    country: countryOf(plate),
  };
  if (!rules.isPerson) return { ok: true, plate: { ...base, lease: 'N', rdwChecked: 'N' } };

  const leased = (): PlateVerdict =>
    rules.leaseAllowed
      ? { ok: true, plate: { ...base, lease: 'Y', rdwChecked: 'Y' } }
      : { ok: false, failure: 'PLATE_NOT_OWN' };

  if (lookup === 'not_checked') return leased();
  if (lookup === null) return presentedAsDutch(plate) ? { ok: false, failure: 'REQUEST_INVALID' } : leased();
  const registered = { ...base, brand: base.brand || lookup.brand, colour: base.colour || lookup.colour };
  if (lookup.ownership === 'in_name') return { ok: true, plate: { ...registered, lease: 'N', rdwChecked: 'Y' } };
  return rules.leaseAllowed
    ? { ok: true, plate: { ...registered, lease: 'Y', rdwChecked: 'Y' } }
    : { ok: false, failure: 'PLATE_NOT_OWN' };
}
