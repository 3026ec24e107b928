/** Handler of the history (lifecycle 2.11, 7): expired and terminated products, shaped like current ones. */
import { getPermitsHistory } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { listIssuedProducts } from '../products/index.js';

export function createHistoryHandlers(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return [
    handle(getPermitsHistory, async (ctx) => ({
      result: await listIssuedProducts(
        { db: ctx.db, tenant: ctx.tenant, session: ctx.session, locale: ctx.locale, now: now() },
        'history',
      ),
    })),
  ];
}
