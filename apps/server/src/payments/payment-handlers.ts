/**
 * The payments' endpoints (lifecycle 7): thin. Each finds the caller's relation from the session
 * (SESSION_TIMEOUT otherwise), calls one use case, and answers its items. The payment link handle is
 * public: it knows only the reference.
 */
import {
  cancelBulkpayment,
  cancelPaymentlink,
  createPaymentSendLink,
  type getForwardPost,
  getOpenPayments,
  getPaidPermits,
  getPaymentDetails,
  getPaymentStatus,
  paymentlinkHandle,
  sendPaymentlink,
} from '@parkeerloket/contract';
import { handle, type ServiceContext, type ServiceHandler } from '../http/handler.js';
import { callerRelation } from '../sessions/index.js';
import { type PaymentEnv, readPaymentEnv } from './payment-env.js';
import {
  cancelPayment,
  createPaymentLink,
  directPaymentStatus,
  handlePaymentLink,
  openPayments,
  type PaymentCall,
  paidPermits,
  paymentDetails,
  resendPaymentLink,
  startDirectPayment,
} from './payment-service.js';

export interface PaymentDependencies {
  env?: (ctx: ServiceContext) => PaymentEnv;
  now?: () => Date;
}

function callOf(ctx: ServiceContext, deps: PaymentDependencies): PaymentCall {
  return {
    db: ctx.db,
    config: ctx.config,
    env: deps.env ? deps.env(ctx) : readPaymentEnv(ctx.config.NODE_ENV),
    now: deps.now ?? (() => new Date()),
    tenant: ctx.tenant,
    locale: ctx.locale,
  };
}

async function relationCall(ctx: ServiceContext, deps: PaymentDependencies) {
  const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
  return { ...callOf(ctx, deps), relation };
}

/** eloket/get_forward_post with p_ext_service directpayment, handed to the login area's forward. */
export function directPaymentForward(deps: PaymentDependencies = {}): ServiceHandler<typeof getForwardPost> {
  return async (ctx) => [
    await startDirectPayment(
      await relationCall(ctx, deps),
      ctx.params.p_invoices.map((i) => i.INVOICEID),
    ),
  ];
}

export function createPaymentHandlers(deps: PaymentDependencies = {}) {
  return [
    handle(getPaymentStatus, async (ctx) => directPaymentStatus(await relationCall(ctx, deps))),
    handle(cancelBulkpayment, async (ctx) => {
      await cancelPayment(await relationCall(ctx, deps), ctx.params.p_transactionid, 'directpayment');
      return [];
    }),
    handle(getPaidPermits, async (ctx) => paidPermits(await relationCall(ctx, deps))),
    handle(getOpenPayments, async (ctx) => openPayments(await relationCall(ctx, deps))),
    handle(getPaymentDetails, async (ctx) => paymentDetails(await relationCall(ctx, deps), ctx.params.p_int_reference)),
    handle(createPaymentSendLink, async (ctx) => {
      const call = await relationCall(ctx, deps);
      return ctx.params.p_initial === 'Y'
        ? createPaymentLink(
            call,
            ctx.params.p_invoices.map((i) => i.INVOICEID),
          )
        : resendPaymentLink(call, ctx.params.p_internal_reference);
    }),
    handle(cancelPaymentlink, async (ctx) => {
      await cancelPayment(await relationCall(ctx, deps), ctx.params.p_transactionid, 'paymentlink');
      return [];
    }),
    handle(sendPaymentlink, async (ctx) => {
      await resendPaymentLink(await relationCall(ctx, deps), ctx.params.p_paymentreference);
      return [];
    }),
    handle(paymentlinkHandle, async (ctx) =>
      handlePaymentLink(callOf(ctx, deps), ctx.params.p_kind, ctx.params.p_value),
    ),
  ];
}
