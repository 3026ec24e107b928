/**
 * The payments' endpoints (lifecycle 7): thin. Each finds the caller's relation from the session
 * (SESSION_TIMEOUT otherwise), calls one use case, and presents its result as the contract's items:
 * the services answer what happened, the wire's statuscode and statusmessage inside an item are made
 * here. The payment link handle is public: it knows only the reference.
 */
import {
  cancelBulkpayment,
  cancelPaymentlink,
  createPaymentSendLink,
  euroFromCents,
  formatEuro,
  type getForwardPost,
  getOpenPayments,
  getPaidPermits,
  getPaymentDetails,
  getPaymentStatus,
  type PayInvoicesResult,
  type PaymentDetails,
  type PaymentHandleResult,
  paymentlinkHandle,
  sendPaymentlink,
} from '@parkeerloket/contract';
import { handle, type ServiceContext, type ServiceHandler } from '../http/handler.js';
import { sessionTimeout } from '../http/service-error.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import { type PaymentEnv, readPaymentEnv } from './payment-env.js';
import {
  cancelPayment,
  createPaymentLink,
  type DirectPaymentStart,
  directPaymentStatus,
  endPaymentsByReference,
  handlePaymentLink,
  openPayments,
  type PaymentCall,
  type PaymentDetail,
  type PaymentLinkState,
  paidPermits,
  paymentDetails,
  resendPaymentLink,
  startDirectPayment,
} from './payment-service.js';
import { paymentText } from './settle-payment.js';

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

/** For the listings of the caller's own payments: the relation's id from the session, no statement (decision 015). */
function ownPaymentsCall(ctx: ServiceContext, deps: PaymentDependencies) {
  return { ...callOf(ctx, deps), relationId: callerRelationId(ctx.session) };
}

/**
 * For the composition root (handlers.ts): ends the caller's open payments named, at the provider first,
 * before terminating a permit cancels what they pay for (termination-service.ts), so no checkout of a
 * cancelled fee can still be paid. Refuses with PAYMENT_NOT_CANCELABLE or PAYMENT_PROVIDER_UNAVAILABLE.
 */
export function openPaymentsEnder(deps: PaymentDependencies = {}) {
  return (ctx: ServiceContext, references: readonly string[]) => endPaymentsByReference(callOf(ctx, deps), references);
}

/**
 * eloket/get_forward_post with p_ext_service directpayment: starting a direct payment. The
 * specification has one endpoint for two forwards, a login's and a payment's (core 7.2, lifecycle
 * 2.16), and files it under login, so the contract does too (endpoints/login.ts) and the login area
 * registers it. That handler only routes the payment variant here (composition: handlers.ts); what
 * the payment needs, from the authorized session on, is decided here.
 */
export function directPaymentForward(deps: PaymentDependencies = {}): ServiceHandler<typeof getForwardPost> {
  return async (ctx) => {
    // The endpoint is public for the login variant; a payment needs a login completed, not one under way.
    if (ctx.session?.state !== 'authorized') throw sessionTimeout();
    const call = await relationCall(ctx, deps);
    const start = await startDirectPayment(
      call,
      ctx.params.p_invoices.map((i) => i.INVOICEID),
    );
    return [await presentDirectPayment(call, start)];
  };
}

/** A hidden form to the checkout (lifecycle 2.16): a GET form sends its inputs as the query, so they go there. */
function checkoutForm(checkoutUrl: string) {
  const [base = checkoutUrl, search = ''] = checkoutUrl.split('?');
  const postparams = [...new URLSearchParams(search)].map(([name, value]) => ({ name, value }));
  return { url: base, httpmethod: 'GET' as const, postparams };
}

/** The forward's item: nothing started is NOTHING_TO_PAY with the municipality's text, the call itself still answered OK. */
async function presentDirectPayment(call: PaymentCall, start: DirectPaymentStart): Promise<PayInvoicesResult> {
  if (!start.started) {
    return {
      statuscode: 'NOTHING_TO_PAY',
      statusmessage: await paymentText(call.db, call.tenant, call.locale, 'failure.NOTHING_TO_PAY'),
      accepted: [],
      rejected: start.rejected,
    };
  }
  return {
    statuscode: 'OK',
    statusmessage: '',
    transactionid: start.reference,
    reference: start.displayReference,
    ...checkoutForm(start.checkoutUrl),
    accepted: start.accepted,
    rejected: start.rejected,
  };
}

async function presentPaymentDetails(call: PaymentCall, detail: PaymentDetail): Promise<PaymentDetails> {
  return {
    statuscode: detail.problem ? 'PROBLEM_PAYMENT' : 'OK',
    statusmessage: detail.problem ? await paymentText(call.db, call.tenant, call.locale, 'payment.status.PROBLEM') : '',
    transactionid: detail.reference,
    reference: detail.displayReference,
    AMOUNT: euroFromCents(detail.amountCents),
    PAYMENT_INVOICES: detail.paid,
    PROBLEM_INVOICES: detail.problems,
    ...(detail.continueAt ? checkoutForm(detail.continueAt) : {}),
  };
}

/** The portal's item: whether it can continue, with the municipality's text for the link's state. */
async function presentLinkState(call: PaymentCall, state: PaymentLinkState): Promise<PaymentHandleResult> {
  const key = `payment.portal.${state.canContinue ? 'open' : state.why}`;
  const statusmessage = await paymentText(call.db, call.tenant, call.locale, key, {
    amount: formatEuro(state.amountCents),
  });
  return state.canContinue
    ? { CAN_CONTINUE: 'Y', statusmessage, PAYMENT_FOR: state.paidFor, ...checkoutForm(state.checkoutUrl) }
    : { CAN_CONTINUE: 'N', statusmessage, PAYMENT_FOR: state.paidFor };
}

export function createPaymentHandlers(deps: PaymentDependencies = {}) {
  return [
    handle(getPaymentStatus, async (ctx) => directPaymentStatus(await relationCall(ctx, deps))),
    handle(cancelBulkpayment, async (ctx) => {
      await cancelPayment(await relationCall(ctx, deps), ctx.params.p_transactionid, 'directpayment');
      return [];
    }),
    handle(getPaidPermits, async (ctx) => paidPermits(ownPaymentsCall(ctx, deps))),
    handle(getOpenPayments, async (ctx) => openPayments(ownPaymentsCall(ctx, deps))),
    handle(getPaymentDetails, async (ctx) => {
      const call = ownPaymentsCall(ctx, deps);
      return [await presentPaymentDetails(call, await paymentDetails(call, ctx.params.p_int_reference))];
    }),
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
    handle(paymentlinkHandle, async (ctx) => {
      const call = callOf(ctx, deps);
      return [await presentLinkState(call, await handlePaymentLink(call, ctx.params.p_kind, ctx.params.p_value))];
    }),
  ];
}
