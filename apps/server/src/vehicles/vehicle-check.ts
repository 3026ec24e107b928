/**
 * eloket/rdw_check: a person's Dutch plate checked against the vehicle registry before it is
 * added to a request (lifecycle 2.4, 6, 7, 8). The handler answers RESULT
 *
 * - true: the vehicle is registered in the person's name; BRAND and COLOR as the registry has them;
 * - false: it is registered to someone else, or the registry cannot tell who holds it (the RDW's
 *   open data never can). Either way it is not proven to be the person's own, so the request flow
 *   treats it as a leased plate: a product that allows only own plates refuses it, one that allows
 *   lease asks for a proof document. The statusmessage says so;
 * - 'failure': the registry does not know the plate; the statusmessage asks to check it.
 *
 * A registry that cannot be asked now is the business failure RDW_UNAVAILABLE ("try again later").
 * Companies send plates without a check (lifecycle 6), so they are refused.
 */
import { isPerson } from '@parkeerloket/contract';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { enforceLimit } from '../http/limits.js';
import { forbidden } from '../http/service-error.js';
import { callerRelation } from '../sessions/index.js';
import { vehicleHolder } from './vehicle-holder.js';
import { type VehicleFacts, type VehicleRegistry, VehicleRegistryUnavailable } from './vehicle-registry.js';

/**
 * Each check may reach a public service outside the portal: plenty for entering a few plates
 * with typing errors, not enough to use the portal as a bulk plate service.
 */
export const PLATE_CHECKS_PER_RELATION = { max: 60, windowMs: 15 * 60_000 } as const;

export interface PlateCheckCall extends Pick<CallContext, 'db' | 'tenant' | 'session' | 'log'> {
  registry: VehicleRegistry;
}

type Outcome = VehicleFacts['ownership'] | 'unknown_plate';

/** What the registry knows of the plate for the calling person (null: an unknown plate). */
export async function checkPlate(call: PlateCheckCall, plate: string): Promise<VehicleFacts | null> {
  const { db, tenant, registry } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  if (!isPerson(relation.relation_type)) throw forbidden('rdw_check is for persons only');

  await enforceLimit(
    db,
    `rdw-check:${tenant.id}:${relation.id}`,
    PLATE_CHECKS_PER_RELATION.max,
    PLATE_CHECKS_PER_RELATION.windowMs,
  );
  const holder = await vehicleHolder(db, tenant.id, relation.id);
  // Neither the BSN nor the plate goes to the log: together with the relation they say who drives what.
  const logged = { tenant: tenant.code, relationId: relation.id, registry: registry.kind, holderKnown: !!holder.bsn };
  let facts: VehicleFacts | null;
  try {
    facts = await registry.lookUp(plate, holder);
  } catch (error) {
    if (!(error instanceof VehicleRegistryUnavailable)) throw error;
    call.log.warn({ ...logged, outcome: 'unavailable', reason: error.detail }, 'vehicle registry unavailable');
    throw new BusinessFailure('RDW_UNAVAILABLE', error.detail);
  }
  const outcome: Outcome = facts === null ? 'unknown_plate' : facts.ownership;
  call.log.info({ ...logged, outcome }, 'vehicle registry check');
  return facts;
}
