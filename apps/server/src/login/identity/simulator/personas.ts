/**
 * The people and companies the simulators offer: residents of the demo municipalities
 * Voorbeeld and Proefdorp, companies with one, a few and many branches (more than one page of
 * the branch choice), and EU citizens. The citizen numbers lie in the range reserved for
 * testing (9999…) and pass the eleven test. A typed identifier that is not listed gets a
 * generic persona, so any number can be tried.
 */
import {
  branchDescription,
  type DutchAddress,
  generatedCompanyAddress,
  generatedResident,
  houseNumberText,
  SIMULATED_COMPANIES,
  SIMULATED_RESIDENTS,
  type SimulatedResident,
} from '../../../registers/index.js';
import type { Branch, RelationAttributes } from '../../../relations/index.js';
import type { IdentityService } from '../identifiers.js';

export interface Persona {
  subject: string;
  /** What the tester sees in the list. */
  label: string;
  attributes: RelationAttributes;
  branches?: Branch[];
}

function resident(subject: string, firstname: string, lastname: string, address: DutchAddress): Persona {
  return {
    subject,
    label: `${firstname} ${lastname}, ${address.street} ${houseNumberText(address)}, ${address.city}`,
    attributes: { relationType: 'P', firstname, lastname, ...address },
  };
}

function company(subject: string, name: string, address: DutchAddress, branches: Branch[]): Persona {
  return {
    subject,
    label: `${name}, ${address.city} (${branches.length === 1 ? '1 vestiging' : `${branches.length} vestigingen`})`,
    attributes: { relationType: 'B', name, ...address },
    branches,
  };
}

const fromRegister = (r: SimulatedResident) => resident(r.bsn, r.firstname, r.lastname, r.address);

export const PERSONAS: Record<IdentityService, readonly Persona[]> = {
  digid: SIMULATED_RESIDENTS.map(fromRegister),
  eherkenning: SIMULATED_COMPANIES.map((c) =>
    company(
      c.kvkNumber,
      c.name,
      c.address,
      c.branches.map((b) => ({ branchNumber: b.branchNumber, description: branchDescription(b) })),
    ),
  ),
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
      return fromRegister(generatedResident(subject));
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
        generatedCompanyAddress(subject),
        Array.from({ length: branchCount }, (_, i) => ({
          branchNumber: `${subject}${String(i + 1).padStart(4, '0')}`,
          description: `Testbedrijf ${subject}, vestiging ${i + 1}`,
        })),
      );
  }
}
