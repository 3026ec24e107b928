/**
 * eloket/rdw_check: a person's Dutch plate checked against the vehicle registry before it is
 * added to a request (lifecycle 2.4, 6, 7, 8). The answer is RESULT
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
import { isPerson, type Locale, RDW_CHECK_FAILURE, type RdwCheckResult } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { ServiceAnswer } from '../http/handler.js';
import { enforceLimit } from '../http/limits.js';
import { translate } from '../http/messages.js';
import { forbidden, sessionTimeout } from '../http/service-error.js';
import { findRelation } from '../relations/relation-repository.js';
import type { Session } from '../sessions/session-repository.js';
import type { Tenant } from '../tenants/tenant-repository.js';
import { vehicleHolder } from './vehicle-holder.js';
import { type VehicleFacts, type VehicleRegistry, VehicleRegistryUnavailable } from './vehicle-registry.js';

/**
 * Each check may reach a public service outside the portal: plenty for entering a few plates
 * with typing errors, not enough to use the portal as a bulk plate service.
 */
export const PLATE_CHECKS_PER_RELATION = { max: 60, windowMs: 15 * 60_000 } as const;

export interface PlateCheckCall {
  db: Database;
  tenant: Tenant;
  session: Session | null;
  locale: Locale;
  registry: VehicleRegistry;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

type Outcome = VehicleFacts['ownership'] | 'unknown_plate';

/** The answer to a lookup's result, in the caller's language. */
export function rdwCheckAnswer(
  facts: VehicleFacts | null,
  plate: string,
  call: Pick<PlateCheckCall, 'locale' | 'registry'>,
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

export async function checkPlate(call: PlateCheckCall, plate: string): Promise<ServiceAnswer<RdwCheckResult>> {
  const { db, tenant, registry } = call;
  const relationId = call.session?.relationId;
  if (relationId === null || relationId === undefined) throw sessionTimeout();
  const relation = await findRelation(db, tenant.id, relationId);
  if (!relation) throw sessionTimeout();
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
  return rdwCheckAnswer(facts, plate, call);
}
