import type { LicensePlateInput } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import type { VehicleFacts } from '../vehicles/index.js';
import { needsRegistryCheck, plateVerdict, presentedAsDutch } from './plate-rules.js';

const plate = (overrides: Partial<LicensePlateInput> = {}): LicensePlateInput => ({
  LICENSE_PLATE: 'AB12CD',
  ...overrides,
});
const facts = (ownership: VehicleFacts['ownership']): VehicleFacts => ({ ownership, brand: 'VOLVO', colour: 'BLAUW' });
const person = { isPerson: true, leaseAllowed: true };
const ownOnly = { isPerson: true, leaseAllowed: false };
const company = { isPerson: false, leaseAllowed: false };

describe('which plates the registry is asked about', () => {
  it('asks for a person’s plates of the Dutch form without a foreign country', () => {
    expect(needsRegistryCheck(plate(), person)).toBe(true);
    expect(needsRegistryCheck(plate({ COUNTRY: 'nl' }), person)).toBe(true);
    expect(needsRegistryCheck(plate({ LEASE: 'Y', RDW_CHECKED: 'Y' }), person)).toBe(true);
    expect(needsRegistryCheck(plate({ COUNTRY: 'DE' }), person)).toBe(false);
    expect(needsRegistryCheck(plate({ LICENSE_PLATE: 'AB123' }), person)).toBe(false);
    expect(needsRegistryCheck(plate({ LICENSE_PLATE: 'BAB1234' }), person)).toBe(false);
    expect(needsRegistryCheck(plate(), company)).toBe(false);
  });

  it('takes LEASE N or country NL as the browser saying the plate is Dutch', () => {
    expect(presentedAsDutch(plate({ LEASE: 'N' }))).toBe(true);
    expect(presentedAsDutch(plate({ LEASE: 'Y', COUNTRY: 'NL' }))).toBe(true);
    expect(presentedAsDutch(plate({ LEASE: 'Y', COUNTRY: '' }))).toBe(false);
    expect(presentedAsDutch(plate())).toBe(false);
  });
});

describe('the stored plate', () => {
  it('is own (LEASE N) when the registry has it in the person’s name, whatever the browser said', () => {
    expect(plateVerdict(plate({ LEASE: 'Y' }), 1, ownOnly, facts('in_name'))).toEqual({
      ok: true,
      plate: {
        position: 1,
        licensePlate: 'AB12CD',
        lease: 'N',
        rdwChecked: 'Y',
        brand: 'VOLVO',
        colour: 'BLAUW',
        country: '',
      },
    });
  });

  it('is leased (LEASE Y) when registered to someone else or the holder is unknown, if lease is allowed', () => {
    for (const ownership of ['not_in_name', 'holder_unknown'] as const) {
      expect(plateVerdict(plate({ LEASE: 'N', BRAND: 'Eigen' }), 2, person, facts(ownership))).toMatchObject({
        ok: true,
        plate: { position: 2, lease: 'Y', rdwChecked: 'Y', brand: 'Eigen', colour: 'BLAUW' },
      });
      expect(plateVerdict(plate({ LEASE: 'N' }), 2, ownOnly, facts(ownership))).toEqual({
        ok: false,
        failure: 'PLATE_NOT_OWN',
      });
    }
  });

  it('refuses a plate the registry does not know when it was presented as Dutch', () => {
    expect(plateVerdict(plate({ LEASE: 'N' }), 1, person, null)).toEqual({ ok: false, failure: 'REQUEST_INVALID' });
    expect(plateVerdict(plate({ LEASE: 'Y', COUNTRY: 'NL' }), 1, person, null)).toEqual({
      ok: false,
      failure: 'REQUEST_INVALID',
    });
    expect(plateVerdict(plate({ LEASE: 'Y' }), 1, person, null)).toMatchObject({ ok: true, plate: { lease: 'Y' } });
    expect(plateVerdict(plate({ LEASE: 'Y' }), 1, ownOnly, null)).toEqual({ ok: false, failure: 'PLATE_NOT_OWN' });
  });

  it('takes a foreign plate as leased', () => {
    const foreign = plate({ LICENSE_PLATE: 'BAB1234', LEASE: 'N', COUNTRY: 'de' });
    expect(plateVerdict(foreign, 3, person, 'not_checked')).toEqual({
      ok: true,
      plate: {
        position: 3,
        licensePlate: 'BAB1234',
        lease: 'Y',
        rdwChecked: 'Y',
        brand: '',
        colour: '',
        country: 'DE',
      },
    });
    expect(plateVerdict(foreign, 3, ownOnly, 'not_checked')).toEqual({ ok: false, failure: 'PLATE_NOT_OWN' });
  });

  it('keeps a company’s plate as sent, without lease or registry', () => {
    expect(plateVerdict(plate({ LEASE: 'Y', RDW_CHECKED: 'Y' }), 1, company, 'not_checked')).toEqual({
      ok: true,
      plate: {
        position: 1,
        licensePlate: 'AB12CD',
        lease: 'N',
        rdwChecked: 'N',
        brand: '',
        colour: '',
        country: '',
      },
    });
  });
});
