/**
 * Which vehicle registry runs. The settings are part of config.ts, so a bad value stops the start
 * with a message naming the variable:
 *
 * VEHICLE_REGISTRY                 simulator | rdw. Unset: simulator outside production, rdw in
 *                                  production, so the simulator never answers for a real
 *                                  municipality unless someone switches it on explicitly.
 * RDW_API_URL                      the RDW open data's base URL (default https://opendata.rdw.nl).
 * RDW_TIMEOUT_MS                   how long to wait for it (default 5000).
 * RDW_APP_TOKEN                    optional Socrata app token, sent as X-App-Token.
 * VEHICLE_REGISTRY_SIMULATOR_FAIL  on: the simulator fails every lookup (RDW_UNAVAILABLE).
 */
import type { Config } from '../config.js';
import { createRdwOpenDataRegistry } from './rdw-opendata-registry.js';
import { createSimulatorRegistry } from './simulator-registry.js';
import type { VehicleRegistry } from './vehicle-registry.js';

export type VehicleRegistrySettings =
  | { kind: 'simulator'; fail: boolean }
  | { kind: 'rdw'; baseUrl: string; timeoutMs: number; appToken: string | undefined };

type VehicleConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'VEHICLE_REGISTRY'
  | 'RDW_API_URL'
  | 'RDW_TIMEOUT_MS'
  | 'RDW_APP_TOKEN'
  | 'VEHICLE_REGISTRY_SIMULATOR_FAIL'
>;

export function vehicleRegistrySettings(config: VehicleConfig): VehicleRegistrySettings {
  const kind = config.VEHICLE_REGISTRY ?? (config.NODE_ENV === 'production' ? 'rdw' : 'simulator');
  return kind === 'simulator'
    ? { kind, fail: config.VEHICLE_REGISTRY_SIMULATOR_FAIL }
    : {
        kind,
        baseUrl: config.RDW_API_URL,
        timeoutMs: config.RDW_TIMEOUT_MS,
        appToken: config.RDW_APP_TOKEN || undefined,
      };
}

export function createVehicleRegistry(settings: VehicleRegistrySettings): VehicleRegistry {
  return settings.kind === 'rdw'
    ? createRdwOpenDataRegistry({
        baseUrl: settings.baseUrl,
        timeoutMs: settings.timeoutMs,
        appToken: settings.appToken,
      })
    : createSimulatorRegistry({ fail: settings.fail });
}

const configured = new WeakMap<Config, VehicleRegistry>();

/** The vehicle registry a configuration chooses; one per configuration, made on first use. */
export function configuredVehicleRegistry(config: Config): VehicleRegistry {
  let registry = configured.get(config);
  if (!registry) {
    registry = createVehicleRegistry(vehicleRegistrySettings(config));
    configured.set(config, registry);
  }
  return registry;
}
