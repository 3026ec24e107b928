/**
 * request_license_change_for_rqt (lifecycle 2.9; DECISIONS 2, Issued permits): the products area
 * decides whether the permit may change its plates now (plate-change-rules.ts), then hands the change
 * to the request flow, where it is a LICENSE_CHANGE request: the fee ALTER_LICENSEPLATE_COST
 * (plate-change-fee.ts: the municipality's setting, else the catalogue's) is a PLATE_CHANGE invoice in
 * the cart (get_rpay_permits; its item cancels with PCS_CANCEL WEB_CHLI) and the plates change only
 * when it is paid, or at once when the change is free and needs no documents or confirmation.
 */
import type { RequestResult } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import { invalidParameters } from '../http/service-error.js';
import { findOwnPermit, requireOwnPermit } from '../permits/index.js';
import { type RequestFlowCall, type SubmitParams, submitLicenseChange } from '../request-flow/index.js';
import { readPlateChanges } from '../requests/index.js';
import { callerRelation } from '../sessions/index.js';
import { readSettings } from '../tenants/index.js';
import { permitStateOf } from '../termination/index.js';
import type { VehicleRegistry } from '../vehicles/index.js';
import { plateChangeFeeCents } from './plate-change-fee.js';
import { pendingChangeOf, plateChangeRefusal } from './plate-change-rules.js';

const REFUSAL_FAILURE = {
  ended: 'PERMIT_STATE',
  no_plates: 'PERMIT_STATE',
  paused: 'PLATE_CHANGE_WAITING',
  to_be_paid: 'PLATE_CHANGE_WAITING',
} as const;

export async function requestLicenseChange(
  call: RequestFlowCall & { registry: VehicleRegistry },
  input: {
    rootRequestId: number;
    plates: SubmitParams['p_licenseplates'] /** Cents, as the contract parsed it. */;
    price: number;
  },
): Promise<RequestResult> {
  const { db, tenant } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const permit = await requireOwnPermit(db, tenant.id, relation.id, input.rootRequestId);
  // Read afresh, not from the briefly kept map the product listing shows: what is charged is what the operator set.
  const feeCents = plateChangeFeeCents(await readSettings(db, tenant.id), permit.plate_change_cost_cents);
  if (input.price !== feeCents) {
    throw new BusinessFailure('PRICE_CHANGED', `sent ${input.price}, fee is ${feeCents} cents`);
  }
  // Judged again inside the transaction, with the permit locked: two changes sent at once do not both start.
  const judge = async (trx: Database) => {
    const locked = await findOwnPermit(trx, tenant.id, relation.id, input.rootRequestId, { forUpdate: true });
    if (!locked) throw new BusinessFailure('PERMIT_STATE', 'gone');
    const changes = await readPlateChanges(trx, tenant.id, [locked.id]);
    const refusal = plateChangeRefusal(
      {
        permitState: permitStateOf(locked),
        minPlates: locked.min_plates,
        maxPlates: locked.max_plates,
        pending: pendingChangeOf(changes.map((c) => c.status)),
      },
      input.plates.length,
    );
    if (refusal === 'plate_count') throw invalidParameters([{ FIELD: 'p_licenseplates', CODE: 'out_of_range' }]);
    if (refusal) throw new BusinessFailure(REFUSAL_FAILURE[refusal], refusal);
  };
  await judge(db);
  return submitLicenseChange(call, { permit, feeCents, plates: input.plates, recheck: judge });
}
