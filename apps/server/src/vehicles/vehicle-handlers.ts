/** The vehicle registry check of the request flow (lifecycle 2.4, 7): eloket/rdw_check. */
import { type Locale, RDW_CHECK_FAILURE, type RdwCheckResult, rdwCheck } from '@parkeerloket/contract';
import { handle, type ServiceAnswer, type ServiceContext } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { checkPlate } from './vehicle-check.js';
import { configuredVehicleRegistry } from './vehicle-env.js';
import type { VehicleFacts, VehicleRegistry } from './vehicle-registry.js';

/** The answer to a lookup's result, in the caller's language. */
function rdwCheckAnswer(
  facts: VehicleFacts | null,
  plate: string,
  call: { locale: Locale; registry: VehicleRegistry },
): ServiceAnswer<RdwCheckResult> {
  // The simulator says it is one; the web app can show that the answer comes from a test registry.
  const SIMULATOR_YN = call.registry.kind === 'simulator' ? 'Y' : 'N';
  if (facts === null) {
    return {
      result: [{ RESULT: RDW_CHECK_FAILURE, SIMULATOR_YN }],
      statusmessage: translate(call.locale, 'vehicles.rdw_check.unknown_plate', { plate }),
      messagetype: 'E',
    };
  }
  const item = { BRAND: facts.brand, COLOR: facts.colour, SIMULATOR_YN };
  if (facts.ownership === 'in_name') return { result: [{ RESULT: true, ...item }] };
  return {
    result: [{ RESULT: false, ...item }],
    statusmessage: translate(call.locale, 'vehicles.rdw_check.not_in_name'),
    messagetype: 'W',
  };
}

export interface VehicleDependencies {
  /** The vehicle registry; by default the one VEHICLE_REGISTRY configures. Tests pass their own. */
  registry?: (ctx: ServiceContext) => VehicleRegistry;
}

export function createVehicleHandlers(deps: VehicleDependencies = {}) {
  const registryFor = deps.registry ?? ((ctx: ServiceContext) => configuredVehicleRegistry(ctx.config));
  return [
    handle(rdwCheck, async (ctx) => {
      const registry = registryFor(ctx);
      const plate = ctx.params.p_licenseplate;
      const facts = await checkPlate(
        { db: ctx.db, tenant: ctx.tenant, session: ctx.session, registry, log: ctx.log },
        plate,
      );
      return rdwCheckAnswer(facts, plate, { locale: ctx.locale, registry });
    }),
  ];
}

export const vehicleHandlers = createVehicleHandlers();
