/**
 * The built-in vehicle registry: a simulator good enough to run every plate flow on one machine
 * (DECISIONS 2). It knows the vehicles of simulator-dataset.ts and who holds them, so it can
 * answer in_name / not_in_name, which the real open data cannot. It can also be made to fail:
 * the reserved plate 00FAIL always does, and with `fail` (VEHICLE_REGISTRY_SIMULATOR_FAIL=on)
 * every lookup does, the way an unreachable registry would.
 */
import {
  generatedVehicle,
  SIMULATOR_VEHICLES,
  type SimulatedHolder,
  type SimulatedVehicle,
} from './simulator-dataset.js';
import {
  dutchPlate,
  type VehicleFacts,
  type VehicleHolder,
  type VehicleRegistry,
  VehicleRegistryUnavailable,
} from './vehicle-registry.js';

/**
 * Looking this plate up always fails with VehicleRegistryUnavailable. It has vowels, which the
 * RDW never issues, so no real vehicle has it.
 */
export const SIMULATOR_FAILING_PLATE = '00FAIL';

export interface SimulatorOptions {
  /** Every lookup fails, as if the registry were down (VEHICLE_REGISTRY_SIMULATOR_FAIL). */
  fail?: boolean;
  /** Another dataset, for tests; the built-in one otherwise. */
  vehicles?: readonly SimulatedVehicle[];
}

function ownership(registered: SimulatedHolder, asking: VehicleHolder): VehicleFacts['ownership'] {
  if (registered === null) return 'holder_unknown';
  if ('company' in registered) return 'not_in_name';
  // Without a BSN (an eIDAS login, say) there is nothing to compare a person's registration with.
  if (asking.bsn === null) return 'holder_unknown';
  return registered.bsn === asking.bsn ? 'in_name' : 'not_in_name';
}

export function createSimulatorRegistry(options: SimulatorOptions = {}): VehicleRegistry {
  const byPlate = new Map((options.vehicles ?? SIMULATOR_VEHICLES).map((vehicle) => [vehicle.plate, vehicle]));
  return {
    kind: 'simulator',
    async lookUp(value, holder) {
      if (options.fail)
        throw new VehicleRegistryUnavailable('simulator switched to fail (VEHICLE_REGISTRY_SIMULATOR_FAIL)');
      const plate = dutchPlate(value);
      if (plate === SIMULATOR_FAILING_PLATE)
        throw new VehicleRegistryUnavailable(`simulator plate ${plate} always fails`);
      const vehicle = plate === null ? undefined : byPlate.get(plate);
      if (!vehicle) {
        const generated = plate === null || options.vehicles ? undefined : generatedVehicle(plate);
        if (!generated) return null;
        const held = holder.bsn === null ? 'holder_unknown' : generated.heldBy(holder.bsn) ? 'in_name' : 'not_in_name';
        return { ownership: held, brand: generated.brand, colour: generated.colour };
      }
      return { ownership: ownership(vehicle.holder, holder), brand: vehicle.brand, colour: vehicle.colour };
    },
  };
}
