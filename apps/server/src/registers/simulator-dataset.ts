/**
 * The made-up people and companies of the register simulators: the residents the DigiD simulator
 * offers, at their addresses in the demo municipalities, and the companies the eHerkenning
 * simulator offers, with their branches. The identity simulators build their persona lists from
 * this, so both simulators always tell the same story.
 */
import type { DutchAddress, RegisterBranch } from './register-types.js';

export interface SimulatedResident {
  bsn: string;
  firstname: string;
  lastname: string;
  address: DutchAddress;
}

export interface SimulatedCompany {
  kvkNumber: string;
  name: string;
  /** The main branch's address: where the company is registered. */
  address: DutchAddress;
  branches: RegisterBranch[];
}

function at(street: string, house: string, postal: string, city: string): DutchAddress {
  const [, nr = '', houseLetter = '', addition = ''] = /^(\d+)([A-Z]?)(?:-(.+))?$/.exec(house) ?? [];
  const [zipcode = '', zipcodeLetters = ''] = postal.split(' ');
  return { street, nr, houseLetter, addition, zipcode, zipcodeLetters, city };
}

export const SIMULATED_RESIDENTS: readonly SimulatedResident[] = [
  { bsn: '999990007', firstname: 'Jan', lastname: 'Jansen', address: at('Kerkstraat', '12', '1234 AB', 'Voorbeeld') },
  {
    bsn: '999990731',
    firstname: 'Fatima',
    lastname: 'El Amrani',
    address: at('Marktplein', '3A', '1234 AC', 'Voorbeeld'),
  },
  {
    bsn: '999991474',
    firstname: 'Pieter',
    lastname: 'de Vries',
    address: at('Stationsweg', '88-2', '1235 CD', 'Voorbeeld'),
  },
  { bsn: '999992211', firstname: 'Anouk', lastname: 'Bakker', address: at('Molenweg', '7', '9876 ZX', 'Proefdorp') },
  {
    bsn: '999992946',
    firstname: 'Mehmet',
    lastname: 'Yilmaz',
    address: at('Dorpsstraat', '41B', '9876 ZY', 'Proefdorp'),
  },
];

/** The simulated population register cannot be asked about this number: "the register is down". */
export const SIMULATOR_UNREACHABLE_BSN = '999993008';
/** The simulated trade register cannot be asked about this number. */
export const SIMULATOR_UNREACHABLE_KVK = '90000099';

/**
 * Typed BSNs from 910000000 to 919999999: residents of Stationsweg in Stationsgebied (1235 CD, house
 * numbers 60–120 even, which the built-in address register knows), who hold cars at the simulated
 * vehicle registry (vehicles/simulator-dataset.ts, generatedVehiclePlates).
 */
export const SIMULATOR_STATION_BSN_PREFIX = '91';

/**
 * Any other valid BSN: a resident of Voorbeeld's centre (postcode 1234, area Centrum) whose house
 * number follows from the number, so test residents rarely share an address. A BSN of the
 * Stationsgebied range (SIMULATOR_STATION_BSN_PREFIX) lives at Stationsweg instead.
 */
export function generatedResident(bsn: string): SimulatedResident {
  if (bsn.startsWith(SIMULATOR_STATION_BSN_PREFIX)) {
    return {
      bsn,
      firstname: 'Test',
      lastname: `Reiziger ${bsn.slice(-4)}`,
      address: at('Stationsweg', String(60 + 2 * (Number(bsn.slice(2, 8)) % 31)), '1235 CD', 'Voorbeeld'),
    };
  }
  const nr = String((Number(bsn.slice(2, 8)) % 99_999) + 1);
  return {
    bsn,
    firstname: 'Test',
    lastname: `Persoon ${bsn.slice(-4)}`,
    address: at('Teststraat', nr, '1234 ZZ', 'Voorbeeld'),
  };
}

/** Typed KvK numbers from 71000000 to 71999999: a company registered in Voorbeeld's centre (area Centrum). */
export const SIMULATOR_CENTRUM_KVK_PREFIX = '71';

/**
 * Where the eHerkenning simulator places a company it does not list (the trade register does not know it, so the
 * simulator's claims stand). A number of the Centrum range (SIMULATOR_CENTRUM_KVK_PREFIX) is at Bedrijvenstraat in
 * postcode 1234, house number from the number, so a test gets a company of its own inside Voorbeeld's areas;
 * any other number is at Testweg 1 in Testdorp, outside every demo municipality.
 */
export function generatedCompanyAddress(kvkNumber: string): DutchAddress {
  if (kvkNumber.startsWith(SIMULATOR_CENTRUM_KVK_PREFIX)) {
    return at('Bedrijvenstraat', String((Number(kvkNumber.slice(2)) % 99_999) + 1), '1234 ZY', 'Voorbeeld');
  }
  return at('Testweg', '1', '9999 ZZ', 'Testdorp');
}

const STREETS = [
  'Kerkstraat',
  'Marktplein',
  'Stationsweg',
  'Molenweg',
  'Dorpsstraat',
  'Havenkade',
  'Schoolstraat',
  'Beukenlaan',
  'Industrieweg',
];

/**
 * The postal code of each street where Glansrijk has branches, as the built-in address register holds it
 * (addresses/builtin-register.ts): Voorbeeld's branches have odd numbers, Proefdorp's even ones. A branch's postal
 * code is the one of its street and side, so the branch's address is one the address register knows (issue 24:
 * "Kerkstraat 1, 1233 GA" was not, and the business permit could not be requested there).
 */
const GLANSRIJK_POSTCODES: Record<'Voorbeeld' | 'Proefdorp', Record<string, string>> = {
  Voorbeeld: {
    Kerkstraat: '1234 AB',
    Marktplein: '1234 AC',
    Stationsweg: '1235 CB',
    Molenweg: '1233 GB',
    Dorpsstraat: '1233 GA',
    Havenkade: '1233 GC',
    Schoolstraat: '1232 BA',
    Beukenlaan: '1233 CA',
    Industrieweg: '1236 EG',
  },
  Proefdorp: {
    Kerkstraat: '9876 GC',
    Marktplein: '9876 GA',
    Stationsweg: '9876 GD',
    Molenweg: '9876 ZW',
    Dorpsstraat: '9876 ZT',
    Havenkade: '9876 ZA',
    Schoolstraat: '9877 AD',
    Beukenlaan: '9876 GB',
    Industrieweg: '9877 AB',
  },
};

/** A cleaning company active in both towns: 25 branches, so the branch choice has more than one page. */
const cleaningBranches: RegisterBranch[] = Array.from({ length: 25 }, (_, i) => {
  const street = STREETS[i % STREETS.length] ?? 'Kerkstraat';
  const city = i % 2 === 0 ? 'Voorbeeld' : 'Proefdorp';
  return {
    branchNumber: String(100000000001 + i).padStart(12, '0'),
    tradeName: 'Glansrijk',
    address: at(street, String(i + 1), GLANSRIJK_POSTCODES[city][street] ?? '', city),
  };
});

export const SIMULATED_COMPANIES: readonly SimulatedCompany[] = [
  {
    kvkNumber: '90000001',
    name: 'Bakkerij Van Dam',
    address: at('Kerkstraat', '5', '1234 AB', 'Voorbeeld'),
    branches: [
      {
        branchNumber: '000012345671',
        tradeName: 'Bakkerij Van Dam',
        address: at('Kerkstraat', '5', '1234 AB', 'Voorbeeld'),
      },
    ],
  },
  {
    kvkNumber: '90000002',
    name: 'Fietsenmaker De Spaak',
    address: at('Havenkade', '19', '9876 ZA', 'Proefdorp'),
    branches: [
      { branchNumber: '000012345681', tradeName: 'De Spaak', address: at('Havenkade', '19', '9876 ZA', 'Proefdorp') },
      { branchNumber: '000012345682', tradeName: 'De Spaak', address: at('Stationsweg', '2', '1235 CA', 'Voorbeeld') },
      {
        branchNumber: '000012345683',
        tradeName: 'De Spaak werkplaats',
        address: at('Industrieweg', '14', '9877 AB', 'Proefdorp'),
      },
    ],
  },
  {
    kvkNumber: '90000003',
    name: 'Schoonmaakbedrijf Glansrijk B.V.',
    address: at('Industrieweg', '100', '1236 EF', 'Voorbeeld'),
    branches: cleaningBranches,
  },
];
