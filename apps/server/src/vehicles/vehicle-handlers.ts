/** The vehicle registry check of the request flow (lifecycle 2.4, 7): eloket/rdw_check. */
import { rdwCheck } from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../http/handler.js';
import { checkPlate } from './vehicle-check.js';
import { configuredVehicleRegistry } from './vehicle-env.js';
import type { VehicleRegistry } from './vehicle-registry.js';

export interface VehicleDependencies {
  /** The vehicle registry; by default the one VEHICLE_REGISTRY configures. Tests pass their own. */
  registry?: (ctx: ServiceContext) => VehicleRegistry;
}

export function createVehicleHandlers(deps: VehicleDependencies = {}) {
  const registryFor = deps.registry ?? ((ctx: ServiceContext) => configuredVehicleRegistry(ctx.config));
  return [
    handle(rdwCheck, async (ctx) =>
      checkPlate(
        {
          db: ctx.db,
          tenant: ctx.tenant,
          session: ctx.session,
          locale: ctx.locale,
          registry: registryFor(ctx),
          log: ctx.log,
        },
        ctx.params.p_licenseplate,
      ),
    ),
  ];
}

export const vehicleHandlers = createVehicleHandlers();
