/**
 * The people and companies the simulators offer: residents of the demo municipalities
 * Voorbeeld and Proefdorp, companies with one, a few and many branches (more than one page of
 * the branch choice), and EU citizens. The citizen numbers lie in the range reserved for
 * testing (9999…) and pass the eleven test. A typed identifier that is not listed gets a
 * generic persona, so any number can be tried.
 */
import type { Branch, RelationAttributes } from '../../../relations/index.js';
import type { IdentityService } from '../identifiers.js';

export interface Persona {
  subject: string;
  /** What the tester sees in the list. */
  label: string;
  attributes: RelationAttributes;
  branches?: Branch[];
}

function resident(
  subject: string,
  firstname: string,
  lastname: string,
  street: string,
  nr: string,
  postal: string,
  city: string,
  extra: Partial<RelationAttributes> = {},
): Persona {
  const [zipcode = '', zipcodeLetters = ''] = postal.split(' ');
  const house = `${nr}${extra.houseLetter ?? ''}${extra.addition ? `-${extra.addition}` : ''}`;
  return {
    subject,
    label: `${firstname} ${lastname}, ${street} ${house}, ${city}`,
    attributes: { relationType: 'P', firstname, lastname, street, nr, zipcode, zipcodeLetters, city, ...extra },
  };
}

function company(
  subject: string,
  name: string,
  address: { street: string; nr: string; postal: string; city: string },
  branches: Branch[],
): Persona {
  const [zipcode = '', zipcodeLetters = ''] = address.postal.split(' ');
  return {
    subject,
    label: `${name}, ${address.city} (${branches.length === 1 ? '1 vestiging' : `${branches.length} vestigingen`})`,
    attributes: {
      relationType: 'B',
      name,
      street: address.street,
      nr: address.nr,
      zipcode,
      zipcodeLetters,
      city: address.city,
    },
    branches,
  };
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

/** A cleaning company active in both towns: 25 branches, so the branch choice has more than one page. */
const cleaningBranches: Branch[] = Array.from({ length: 25 }, (_, i) => ({
  branchNumber: String(100000000001 + i).padStart(12, '0'),
  description: `Glansrijk ${STREETS[i % STREETS.length]} ${i + 1}, ${i % 2 === 0 ? 'Voorbeeld' : 'Proefdorp'}`,
}));

export const PERSONAS: Record<IdentityService, readonly Persona[]> = {
  digid: [
    resident('999990007', 'Jan', 'Jansen', 'Kerkstraat', '12', '1234 AB', 'Voorbeeld'),
    resident('999990731', 'Fatima', 'El Amrani', 'Marktplein', '3', '1234 AC', 'Voorbeeld', { houseLetter: 'A' }),
    resident('999991474', 'Pieter', 'de Vries', 'Stationsweg', '88', '1235 CD', 'Voorbeeld', { addition: '2' }),
    resident('999992211', 'Anouk', 'Bakker', 'Molenweg', '7', '9876 ZX', 'Proefdorp'),
    resident('999992946', 'Mehmet', 'Yilmaz', 'Dorpsstraat', '41', '9876 ZY', 'Proefdorp', { houseLetter: 'B' }),
  ],
  eherkenning: [
    company('90000001', 'Bakkerij Van Dam', { street: 'Kerkstraat', nr: '5', postal: '1234 AB', city: 'Voorbeeld' }, [
      { branchNumber: '000012345671', description: 'Bakkerij Van Dam, Kerkstraat 5, Voorbeeld' },
    ]),
    company(
      '90000002',
      'Fietsenmaker De Spaak',
      { street: 'Havenkade', nr: '19', postal: '9876 ZA', city: 'Proefdorp' },
      [
        { branchNumber: '000012345681', description: 'De Spaak, Havenkade 19, Proefdorp' },
        { branchNumber: '000012345682', description: 'De Spaak, Stationsweg 2, Voorbeeld' },
        { branchNumber: '000012345683', description: 'De Spaak werkplaats, Industrieweg 14, Proefdorp' },
      ],
    ),
    company(
      '90000003',
      'Schoonmaakbedrijf Glansrijk B.V.',
      { street: 'Industrieweg', nr: '100', postal: '1236 EF', city: 'Voorbeeld' },
      cleaningBranches,
    ),
  ],
  eidas: [
    {
      subject: 'DE/NL/4f1c0a9e7b2d46c8',
      label: 'Anna Schmidt (Deutschland / Duitsland)',
      attributes: { relationType: 'P', firstname: 'Anna', lastname: 'Schmidt' },
    },
    {
      subject: 'BE/NL/85010112345',
      label: 'Luc Peeters (België / Belgium)',
      attributes: { relationType: 'P', firstname: 'Luc', lastname: 'Peeters' },
    },
  ],
};

export function findPersona(service: IdentityService, subject: string): Persona | undefined {
  return PERSONAS[service].find((persona) => persona.subject === subject);
}

/** A stand-in for an identifier the list does not know; companies get `branchCount` branches. */
export function genericPersona(service: IdentityService, subject: string, branchCount = 1): Persona {
  const tail = subject.slice(-4);
  switch (service) {
    case 'digid':
      return resident(subject, 'Test', `Persoon ${tail}`, 'Teststraat', '1', '9999 ZZ', 'Testdorp');
    case 'eidas':
      return {
        subject,
        label: subject,
        attributes: { relationType: 'P', firstname: 'Test', lastname: `EU-burger ${tail}` },
      };
    case 'eherkenning':
      return company(
        subject,
        `Testbedrijf ${subject}`,
        { street: 'Testweg', nr: '1', postal: '9999 ZZ', city: 'Testdorp' },
        Array.from({ length: branchCount }, (_, i) => ({
          branchNumber: `${subject}${String(i + 1).padStart(4, '0')}`,
          description: `Testbedrijf ${subject}, vestiging ${i + 1}`,
        })),
      );
  }
}
