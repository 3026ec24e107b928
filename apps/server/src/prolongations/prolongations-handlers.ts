/**
 * The prolongations' endpoints (lifecycle 2.13, 4.4, 7). eloket/withdraw_item is one call for a
 * prolongation and a cart item (lifecycle 7 "Withdraw prolongation / cancel cart item"): with an
 * invoice (p_ive_id) the cart area withdraws the item, a prolongation's as well; a prolongation still
 * awaiting confirmation has no invoice and is withdrawn here (p_pcs_code WEB_VREX).
 */
import { getVrexPermits, PCS_CODE_PROLONGATION, withdrawItem } from '@parkeerloket/contract';
import { withdrawCartItem } from '../cart/index.js';
import { handle } from '../http/handler.js';
import { invalidParameters } from '../http/service-error.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import { listProlongations, withdrawProlongation } from './prolongations-service.js';

export function createProlongationsHandlers() {
  return [
    handle(getVrexPermits, async ({ db, tenant, session, locale }) => {
      return listProlongations(db, tenant.id, callerRelationId(session), locale);
    }),
    handle(withdrawItem, async ({ db, tenant, session, params }) => {
      const relation = await callerRelation(db, tenant.id, session);
      if (params.p_ive_id === undefined) {
        // Only a prolongation awaiting confirmation has no invoice; a cart item always has one.
        if (params.p_pcs_code !== PCS_CODE_PROLONGATION)
          throw invalidParameters([{ FIELD: 'p_ive_id', CODE: 'required' }]);
        return [{ REQUESTID: await withdrawProlongation(db, tenant.id, relation.id, params.p_rqt_id) }];
      }
      const requestId = await withdrawCartItem(db, tenant.id, relation.id, {
        requestId: params.p_rqt_id,
        invoiceId: params.p_ive_id,
        pcsCode: params.p_pcs_code,
      });
      return [{ REQUESTID: requestId }];
    }),
  ];
}
