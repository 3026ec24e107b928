import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../login/index.js';
import { generatedVehiclePlates, NEIGHBOUR_BSN, PERSONA_BSN, SIMULATOR_VEHICLES } from './simulator-dataset.js';
import { createSimulatorRegistry, SIMULATOR_FAILING_PLATE } from './simulator-registry.js';
import { VehicleRegistryUnavailable } from './vehicle-registry.js';

const simulator = createSimulatorRegistry();
const jan = { bsn: PERSONA_BSN.janJansen };
const fatima = { bsn: PERSONA_BSN.fatimaElAmrani };

describe('the vehicle registry simulator', () => {
  it('says the vehicles of a persona are in that persona’s name, with brand and colour in the RDW’s words', async () => {
    expect(simulator.kind).toBe('simulator');
    expect(await simulator.lookUp('KZ508T', jan)).toEqual({
      ownership: 'in_name',
      brand: 'VOLKSWAGEN',
      colour: 'GRIJS',
    });
    expect(await simulator.lookUp('8TNX52', jan)).toEqual({ ownership: 'in_name', brand: 'TOYOTA', colour: 'ROOD' });
    expect(await simulator.lookUp('J291BX', fatima)).toEqual({ ownership: 'in_name', brand: 'KIA', colour: 'WIT' });
  });

  it('says another person’s or a company’s vehicle is not in the asker’s name', async () => {
    expect((await simulator.lookUp('J291BX', jan))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('SXR41P', jan))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('VG301K', fatima))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('R512JD', jan))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('R512JD', { bsn: NEIGHBOUR_BSN }))?.ownership).toBe('in_name');
  });

  it('cannot tell the holder of a vehicle without one, nor compare a person’s vehicle with an asker without a BSN', async () => {
    expect(await simulator.lookUp('N808HV', jan)).toEqual({
      ownership: 'holder_unknown',
      brand: 'CITROEN',
      colour: 'BEIGE',
    });
    expect((await simulator.lookUp('KZ508T', { bsn: null }))?.ownership).toBe('holder_unknown');
    // A company's vehicle is never a person's, BSN or not.
    expect((await simulator.lookUp('SXR41P', { bsn: null }))?.ownership).toBe('not_in_name');
  });

  it('does not know other plates, nor malformed ones; it takes a plate with dashes and in lower case', async () => {
    expect(await simulator.lookUp('ZZ999Z', jan)).toBeNull();
    expect(await simulator.lookUp('KZ508', jan)).toBeNull();
    expect(await simulator.lookUp('', jan)).toBeNull();
    expect((await simulator.lookUp('kz-508-t', jan))?.ownership).toBe('in_name');
  });

  it('gives a resident of the Stationsgebied range (BSN 91…) three cars of their own, no one else', async () => {
    const resident = { bsn: '910012345' };
    expect(generatedVehiclePlates(resident.bsn)).toEqual(['TB1234', 'TD1234', 'TF1234']);
    expect(generatedVehiclePlates('900012345')).toEqual([]);
    expect(await simulator.lookUp('tb-12-34', resident)).toEqual({
      ownership: 'in_name',
      brand: 'SKODA',
      colour: 'BLAUW',
    });
    expect((await simulator.lookUp('TF1234', resident))?.ownership).toBe('in_name');
    expect((await simulator.lookUp('TB1234', { bsn: '910022345' }))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('TB1234', { bsn: '900012345' }))?.ownership).toBe('not_in_name');
    expect((await simulator.lookUp('TD1234', { bsn: null }))?.ownership).toBe('holder_unknown');
    expect(await simulator.lookUp('TA1234', resident)).toBeNull();
    expect(await createSimulatorRegistry({ vehicles: SIMULATOR_VEHICLES }).lookUp('TB1234', resident)).toBeNull();
  });

  it('fails on its reserved plate, and on every plate when switched to fail', async () => {
    await expect(simulator.lookUp(SIMULATOR_FAILING_PLATE, jan)).rejects.toBeInstanceOf(VehicleRegistryUnavailable);
    await expect(simulator.lookUp('00-fail', jan)).rejects.toThrow('simulator plate 00FAIL always fails');
    const failing = createSimulatorRegistry({ fail: true });
    for (const plate of ['KZ508T', 'ZZ999Z']) {
      await expect(failing.lookUp(plate, jan)).rejects.toThrow(VehicleRegistryUnavailable);
    }
  });

  it('has a well-formed dataset: unique Dutch plates, every persona holding one to three, others held by someone else', () => {
    const plates = SIMULATOR_VEHICLES.map((v) => v.plate);
    expect(new Set(plates).size).toBe(plates.length);
    for (const vehicle of SIMULATOR_VEHICLES) {
      expect(vehicle.plate).toMatch(/^[A-Z0-9]{6}$/);
      expect(vehicle.brand).toBe(vehicle.brand.toUpperCase());
      expect(vehicle.colour).toBe(vehicle.colour.toUpperCase());
    }
    expect(plates).not.toContain(SIMULATOR_FAILING_PLATE);
    const personaBsns = PERSONAS.digid.map((p) => p.subject);
    expect(Object.values(PERSONA_BSN).sort()).toEqual([...personaBsns].sort());
    for (const bsn of personaBsns) {
      const own = SIMULATOR_VEHICLES.filter((v) => v.holder && 'bsn' in v.holder && v.holder.bsn === bsn);
      expect(own.length, bsn).toBeGreaterThanOrEqual(1);
      expect(own.length, bsn).toBeLessThanOrEqual(3);
    }
    const others = SIMULATOR_VEHICLES.filter(
      (v) => !v.holder || !('bsn' in v.holder) || !personaBsns.includes(v.holder.bsn),
    );
    expect(others.length).toBeGreaterThanOrEqual(3);
  });

  it('is listed, plate for plate, in the adapter’s documentation', () => {
    const doc = readFileSync(new URL('../../../../docs/adapters/vehicle-registry.md', import.meta.url), 'utf8');
    for (const vehicle of SIMULATOR_VEHICLES) {
      expect(doc, vehicle.plate).toContain(`\`${vehicle.plate}\``);
      expect(doc, vehicle.plate).toContain(vehicle.brand);
    }
    expect(doc).toContain(`\`${SIMULATOR_FAILING_PLATE}\``);
  });
});
