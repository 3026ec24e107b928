/**
 * The forward of an external login (eloket/get_forward_post, login variant). The same endpoint
 * forwards a direct payment; that variant belongs to the payments area, which hands its handler in.
 */
import { getForwardPost } from '@parkeerloket/contract';
import { handle, type ServiceHandler } from '../../http/handler.js';
import { invalidParameters, ServiceError, sessionTimeout } from '../../http/service-error.js';
import { readIdentityEnv } from './identity-env.js';
import { startLogin } from './start-login.js';

export function createIdentityHandlers(options: { directPayment?: ServiceHandler<typeof getForwardPost> } = {}) {
  return [
    handle(getForwardPost, async (ctx) => {
      const service = ctx.params.p_ext_service;
      if (service === 'directpayment') {
        // The payment variant of this endpoint needs a logged-in user before anything else is said.
        if (ctx.session?.state !== 'authorized') throw sessionTimeout();
        if (!options.directPayment) throw new ServiceError('NOT_IMPLEMENTED', [], 'direct payment forward');
        return options.directPayment(ctx);
      }
      // The permit login has its own endpoint and nothing to forward to.
      if (service === 'email') throw invalidParameters([{ FIELD: 'p_ext_service', CODE: 'not_allowed' }]);

      const forward = await startLogin(
        { db: ctx.db, env: readIdentityEnv(ctx.config.NODE_ENV), publicUrl: ctx.config.PUBLIC_URL },
        ctx.sessions,
        { tenant: ctx.tenant, service, session: ctx.session, locale: ctx.locale, ip: ctx.http.ip },
      );
      return [{ url: forward.url, httpmethod: forward.httpmethod, postparams: forward.postparams }];
    }),
  ];
}
