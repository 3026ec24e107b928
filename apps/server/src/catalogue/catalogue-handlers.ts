/** Handlers of the catalogue area: requestable products, categories, additional info (lifecycle 2.2, 3, 7). */
import { getAdditionalPteInfo, getCategories, getRequestablePermits } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { callerRelation } from '../sessions/index.js';
import { additionalInfo, listCatalogueCategories, listRequestableProducts } from './catalogue-service.js';

export const catalogueHandlers = [
  handle(getRequestablePermits, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    return listRequestableProducts(ctx.db, ctx.tenant.id, relation, ctx.locale);
  }),

  handle(getCategories, async (ctx) => {
    await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    return listCatalogueCategories(ctx.db, ctx.tenant.id, ctx.locale);
  }),

  handle(getAdditionalPteInfo, async (ctx) => {
    await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    return [{ INFO: await additionalInfo(ctx.db, ctx.tenant.id, ctx.params.p_pte_id, ctx.locale) }];
  }),
];
