/**
 * The prolongations' endpoints (lifecycle 2.13, 4.4, 7). eloket/withdraw_item is one call for a
 * prolongation and a cart item (lifecycle 7 "Withdraw prolongation / cancel cart item"); the cart
 * area decides and does the withdrawal. Prolongations themselves are not served yet.
 */
import { withdrawItem } from '@parkeerloket/contract';
import { withdrawCartItem } from '../cart/index.js';
import { handle } from '../http/handler.js';
import { invalidParameters } from '../http/service-error.js';
import { callerRelation } from '../sessions/index.js';

export const prolongationsHandlers = [
  handle(withdrawItem, async ({ db, tenant, session, params }) => {
    const relation = await callerRelation(db, tenant.id, session);
    // A cart item always has its invoice; only a prolongation awaiting confirmation has none.
    if (params.p_ive_id === undefined) throw invalidParameters([{ FIELD: 'p_ive_id', CODE: 'required' }]);
    const requestId = await withdrawCartItem(db, tenant.id, relation.id, {
      requestId: params.p_rqt_id,
      invoiceId: params.p_ive_id,
      pcsCode: params.p_pcs_code,
    });
    return [{ REQUESTID: requestId }];
  }),
];
