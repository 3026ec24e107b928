/** Reading the registers' answers: what is taken, and what is refused as not an answer to our question. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBrpAnswer } from './haal-centraal-brp.js';
import { readBranchProfile } from './kvk-api.js';
import { RegisterUnavailable } from './register-types.js';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('readBrpAnswer', () => {
  it('takes name and Dutch address, the letter in capitals, the short street name first', () => {
    expect(readBrpAnswer(recorded('brp-resident-centrum.json'), '999993653')).toEqual({
      firstname: 'Suzanne',
      lastname: 'van Moulin',
      address: {
        street: 'Kerkstraat',
        nr: '31',
        houseLetter: 'A',
        addition: '2',
        zipcode: '1234',
        zipcodeLetters: 'AB',
        city: 'Voorbeeld',
      },
    });
    expect(readBrpAnswer(recorded('brp-resident-moved.json'), '999993653')?.address?.street).toBe('Stationsplein W');
  });

  it('gives no address for a residence abroad, and no person for an empty list or another number', () => {
    expect(readBrpAnswer(recorded('brp-resident-abroad.json'), '999993665')).toMatchObject({ address: null });
    expect(readBrpAnswer(recorded('brp-not-found.json'), '999993653')).toBeNull();
    expect(readBrpAnswer(recorded('brp-resident-centrum.json'), '999993677')).toBeNull();
  });

  it('is unavailable for another shape or two persons for one number', () => {
    expect(() => readBrpAnswer(recorded('brp-problem.json'), '999993653')).toThrow(RegisterUnavailable);
    const one = (recorded('brp-resident-centrum.json') as { personen: unknown[] }).personen[0];
    expect(() => readBrpAnswer({ personen: [one, one] }, '999993653')).toThrow(RegisterUnavailable);
  });
});

describe('readBranchProfile', () => {
  it('takes the trade name and the visiting address, not the postal one', () => {
    expect(readBranchProfile(recorded('kvk-vestiging-000037178598.json'), '68750110')).toEqual({
      branchNumber: '000037178598',
      tradeName: 'Test BV Donald',
      address: {
        street: 'Kerkstraat',
        nr: '5',
        houseLetter: 'A',
        addition: '1',
        zipcode: '1234',
        zipcodeLetters: 'AB',
        city: 'Voorbeeld',
      },
    });
  });

  it('gives a shielded address as none, ignores a branch of another company, refuses another shape', () => {
    expect(readBranchProfile(recorded('kvk-vestiging-000037178602.json'), '68750110')).toMatchObject({
      address: null,
    });
    expect(readBranchProfile(recorded('kvk-vestiging-000037178598.json'), '12345678')).toBeNull();
    expect(() => readBranchProfile(recorded('kvk-not-found.json'), '68750110')).toThrow(RegisterUnavailable);
  });
});
