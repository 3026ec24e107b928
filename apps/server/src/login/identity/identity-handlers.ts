/**
 * The forward of an external login (eloket/get_forward_post, login variant). The specification has
 * one endpoint for two forwards and files it under login (core 7.2; the contract's endpoints/login.ts):
 * with p_ext_service directpayment it starts a direct payment (lifecycle 2.16). That variant is the
 * payments area's: the composition (handlers.ts) hands its handler in, and this one only routes to it,
 * so nothing here knows what a payment needs (its authorized session included).
 */
import { getForwardPost } from '@parkeerloket/contract';
import { handle, type ServiceHandler } from '../../http/handler.js';
import { invalidParameters, ServiceError } from '../../http/service-error.js';
import { readIdentityEnv } from './identity-env.js';
import { startLogin } from './start-login.js';

export interface IdentityHandlerOptions {
  /** The payments area's handler of the endpoint's payment variant (p_ext_service directpayment). */
  directPayment?: ServiceHandler<typeof getForwardPost>;
}

export function createIdentityHandlers(options: IdentityHandlerOptions = {}) {
  return [
    handle(getForwardPost, async (ctx) => {
      const service = ctx.params.p_ext_service;
      if (service === 'directpayment') {
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
