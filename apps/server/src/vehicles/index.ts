/**
 * The vehicle registry adapter (docs/adapters/vehicle-registry.md): the built-in simulator or the
 * RDW's open data, chosen by VEHICLE_REGISTRY, and the eloket/rdw_check endpoint.
 */

export { createRdwOpenDataRegistry, RDW_DEFAULT_BASE_URL } from './rdw-opendata-registry.js';
export { SIMULATOR_VEHICLES } from './simulator-dataset.js';
export { createSimulatorRegistry, SIMULATOR_FAILING_PLATE } from './simulator-registry.js';
export { PLATE_CHECKS_PER_RELATION } from './vehicle-check.js';
export type { VehicleRegistrySettings } from './vehicle-env.js';
export { configuredVehicleRegistry, createVehicleRegistry, vehicleRegistrySettings } from './vehicle-env.js';
export { createVehicleHandlers, type VehicleDependencies, vehicleHandlers } from './vehicle-handlers.js';
export { vehicleHolder } from './vehicle-holder.js';
export {
  dutchPlate,
  type VehicleFacts,
  type VehicleHolder,
  type VehicleRegistry,
  VehicleRegistryUnavailable,
} from './vehicle-registry.js';
