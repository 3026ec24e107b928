/**
 * The vehicles the built-in simulator knows (docs/adapters/vehicle-registry.md lists them for
 * testers). Brands, models, kinds and colours are written as the RDW writes them (VOLKSWAGEN,
 * GRIJS, Personenauto). The plates follow real Dutch side codes without dashes (KZ508T is
 * KZ-508-T), use only the letters the RDW issues, and are made up.
 *
 * Holders are the DigiD simulator's personas (login/identity/simulator/personas.ts) by BSN, so a
 * tester who logs in as Jan Jansen owns Jan's cars. Some vehicles are held by someone else: a
 * lease company, an employer, a neighbour. One vehicle has no holder in the simulator, the way
 * the RDW's open data never tells one.
 */

/** The holder a registration is in the name of. */
export type SimulatedHolder =
  /** A person, by BSN. */
  | { bsn: string; name: string }
  /** A company (lease company, employer): never the person who asks. */
  | { company: string }
  /** The registry does not say who holds it, as with the RDW's open data. */
  | null;

export interface SimulatedVehicle {
  /** 6 letters/digits, upper case, no dashes. */
  plate: string;
  /** The RDW's voertuigsoort. */
  kind: 'Personenauto' | 'Bedrijfsauto';
  /** The RDW's merk. */
  brand: string;
  /** The RDW's handelsbenaming. */
  model: string;
  /** The RDW's eerste_kleur. */
  colour: string;
  holder: SimulatedHolder;
  /** What a tester uses it for. */
  note: string;
}

/** BSNs of the DigiD simulator's personas. */
export const PERSONA_BSN = {
  janJansen: '999990007',
  fatimaElAmrani: '999990731',
  pieterDeVries: '999991474',
  anoukBakker: '999992211',
  mehmetYilmaz: '999992946',
} as const;

/**
 * A neighbour who is not one of the listed personas. The DigiD simulator takes any BSN typed in,
 * so a tester who logs in with this one becomes the holder of the neighbour's car.
 */
export const NEIGHBOUR_BSN = '999993033';

const jan = { bsn: PERSONA_BSN.janJansen, name: 'Jan Jansen' };
const fatima = { bsn: PERSONA_BSN.fatimaElAmrani, name: 'Fatima El Amrani' };
const pieter = { bsn: PERSONA_BSN.pieterDeVries, name: 'Pieter de Vries' };
const anouk = { bsn: PERSONA_BSN.anoukBakker, name: 'Anouk Bakker' };
const mehmet = { bsn: PERSONA_BSN.mehmetYilmaz, name: 'Mehmet Yilmaz' };

export const SIMULATOR_VEHICLES: readonly SimulatedVehicle[] = [
  // Own cars of the personas: RESULT true for their holder, false for everyone else.
  {
    plate: 'KZ508T',
    kind: 'Personenauto',
    brand: 'VOLKSWAGEN',
    model: 'GOLF',
    colour: 'GRIJS',
    holder: jan,
    note: 'own car',
  },
  {
    plate: '8TNX52',
    kind: 'Personenauto',
    brand: 'TOYOTA',
    model: 'YARIS',
    colour: 'ROOD',
    holder: jan,
    note: 'own second car',
  },
  {
    plate: 'J291BX',
    kind: 'Personenauto',
    brand: 'KIA',
    model: 'PICANTO',
    colour: 'WIT',
    holder: fatima,
    note: 'own car',
  },
  {
    plate: 'HGT14K',
    kind: 'Personenauto',
    brand: 'TESLA',
    model: 'MODEL 3',
    colour: 'BLAUW',
    holder: pieter,
    note: 'own car',
  },
  {
    plate: '52RLD7',
    kind: 'Personenauto',
    brand: 'VOLVO',
    model: 'V70',
    colour: 'ZWART',
    holder: pieter,
    note: 'own car',
  },
  {
    plate: '1KBF93',
    kind: 'Personenauto',
    brand: 'FIAT',
    model: '500',
    colour: 'GEEL',
    holder: pieter,
    note: 'own car',
  },
  {
    plate: 'ZP482R',
    kind: 'Personenauto',
    brand: 'PEUGEOT',
    model: '208',
    colour: 'GRIJS',
    holder: anouk,
    note: 'own car',
  },
  {
    plate: 'X747LF',
    kind: 'Personenauto',
    brand: 'FORD',
    model: 'FOCUS',
    colour: 'WIT',
    holder: mehmet,
    note: 'own car',
  },
  {
    plate: 'GV193J',
    kind: 'Personenauto',
    brand: 'OPEL',
    model: 'CORSA',
    colour: 'ZWART',
    holder: mehmet,
    note: 'own car',
  },
  // Held by someone else: RESULT false for every persona (a lease contract or proof document is needed).
  {
    plate: 'SXR41P',
    kind: 'Personenauto',
    brand: 'VOLKSWAGEN',
    model: 'ID.4',
    colour: 'ZWART',
    holder: { company: 'Autolease Voorbeeld B.V.' },
    note: 'lease car, in the lease company’s name',
  },
  {
    plate: 'VG301K',
    kind: 'Bedrijfsauto',
    brand: 'MERCEDES-BENZ',
    model: 'SPRINTER',
    colour: 'WIT',
    holder: { company: 'Bakkerij Van Dam' },
    note: 'company van of the eHerkenning persona Bakkerij Van Dam',
  },
  {
    plate: 'R512JD',
    kind: 'Personenauto',
    brand: 'SKODA',
    model: 'OCTAVIA',
    colour: 'GROEN',
    holder: { bsn: NEIGHBOUR_BSN, name: 'a neighbour (not a listed persona)' },
    note: 'another person’s car; log in with BSN 999993033 to hold it',
  },
  {
    plate: 'N808HV',
    kind: 'Personenauto',
    brand: 'CITROEN',
    model: 'C3',
    colour: 'BEIGE',
    holder: null,
    note: 'holder not told, as with the RDW’s open data',
  },
];

/**
 * Residents of the population simulator's Stationsgebied range (BSNs starting with 91,
 * registers/simulator-dataset.ts) each hold three cars: the plates TB, TD and TF followed by digits
 * 5 to 8 of the BSN (BSN 910012345 holds TB1234, TD1234 and TF1234). So a test that logs in a new
 * resident of that range has cars in their name, without sharing a listed persona.
 */
export const GENERATED_FLEET_BSN_PREFIX = '91';
const GENERATED_FLEET = [
  { prefix: 'TB', brand: 'SKODA', model: 'FABIA', colour: 'BLAUW' },
  { prefix: 'TD', brand: 'RENAULT', model: 'CLIO', colour: 'ROOD' },
  { prefix: 'TF', brand: 'NISSAN', model: 'LEAF', colour: 'WIT' },
] as const;

/** The plates a resident of the Stationsgebied range holds; none for any other BSN. */
export function generatedVehiclePlates(bsn: string): string[] {
  if (!bsn.startsWith(GENERATED_FLEET_BSN_PREFIX)) return [];
  return GENERATED_FLEET.map((car) => `${car.prefix}${bsn.slice(4, 8)}`);
}

/**
 * The car of a plate shaped like a Stationsgebied resident's (TB1234): its brand and colour, and
 * whether a BSN holds it (one of the range whose digits 5 to 8 are the plate's digits); undefined
 * for any other plate.
 */
export function generatedVehicle(
  plate: string,
): { brand: string; colour: string; heldBy(bsn: string): boolean } | undefined {
  const match = /^(T[BDF])\d{4}$/.exec(plate);
  const car = match ? GENERATED_FLEET.find((c) => c.prefix === match[1]) : undefined;
  if (!match || !car) return undefined;
  return {
    brand: car.brand,
    colour: car.colour,
    heldBy: (bsn) => generatedVehiclePlates(bsn).includes(plate),
  };
}
