/**
 * The national vehicle registry (RDW) behind one interface (DECISIONS 2, External services).
 * The built-in simulator knows a dataset of plates and their holders; the real implementation
 * asks the RDW open data API, which tells whether a plate exists and its brand and colour, but
 * not who holds it.
 */
import { DUTCH_PLATE_LENGTH, normalizeLicensePlate } from '@parkeerloket/contract';

/** Who is asking: a person's BSN when known (the simulator matches holders by it). */
export interface VehicleHolder {
  bsn: string | null;
}

export interface VehicleFacts {
  /** in_name: registered to this holder; not_in_name: registered to someone else; holder_unknown: the source cannot tell. */
  ownership: 'in_name' | 'not_in_name' | 'holder_unknown';
  brand: string;
  colour: string;
}

export interface VehicleRegistry {
  readonly kind: 'simulator' | 'rdw';
  /**
   * Looks up a Dutch plate (6 letters/digits, upper case, no dashes). Null when the registry has
   * no such plate. Throws VehicleRegistryUnavailable when the registry cannot be asked now.
   */
  lookUp(plate: string, holder: VehicleHolder): Promise<VehicleFacts | null>;
}

export class VehicleRegistryUnavailable extends Error {
  /** Why, for the log only; never shown to the user. */
  constructor(readonly detail: string) {
    super(`Vehicle registry unavailable: ${detail}`);
    this.name = 'VehicleRegistryUnavailable';
  }
}

/**
 * The plate as both implementations look it up: upper case, dashes and spaces removed, exactly
 * 6 letters/digits. Null for anything else, which no registry is asked about (it cannot exist).
 */
export function dutchPlate(value: string): string | null {
  const plate = normalizeLicensePlate(value);
  return plate.length === DUTCH_PLATE_LENGTH ? plate : null;
}
