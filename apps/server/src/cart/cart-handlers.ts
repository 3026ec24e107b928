/** The cart's endpoints (lifecycle 2.15, 7; core 2.10): thin, each scoped to the caller's relation. */
import { getRpayPermits, getShoppingCart, getShoppingCartCount } from '@parkeerloket/contract';
import { presentCount } from '../home/index.js';
import { handle } from '../http/handler.js';
import { todayInAmsterdam } from '../requests/index.js';
import { callerRelation } from '../sessions/index.js';
import { countCartItems, listCart } from './cart-service.js';

export const cartHandlers = [
  handle(getShoppingCart, async ({ db, tenant, session, locale }) => {
    const relation = await callerRelation(db, tenant.id, session);
    return listCart(db, tenant.id, relation.id, locale, ['REQUEST', 'PROLONGATION'], todayInAmsterdam());
  }),
  handle(getRpayPermits, async ({ db, tenant, session, locale }) => {
    const relation = await callerRelation(db, tenant.id, session);
    return listCart(db, tenant.id, relation.id, locale, ['PLATE_CHANGE'], todayInAmsterdam());
  }),
  handle(getShoppingCartCount, async ({ db, tenant, session }) => {
    const relation = await callerRelation(db, tenant.id, session);
    const value = await countCartItems({ db, tenantId: tenant.id, relationId: relation.id });
    return [presentCount('shopping_cart_count', value)];
  }),
];
