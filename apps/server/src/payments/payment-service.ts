/**
 * The payments' use cases (lifecycle 2.16–2.20, 3, 4.7, 7; DECISIONS 2 and 3): paying invoices
 * directly, payment links and the public payment portal, the status after the return, open payments
 * and their details, cancelling and withdrawing. The amount is always the sum of the accepted
 * invoices, computed here; the browser only names invoices. Every status change goes through
 * applyPaymentEvent (settle-payment.ts).
 */
import {
  amsterdamDay,
  euroFromCents,
  formatDisplayDate,
  formatEuro,
  type InvoiceItem,
  type InvoiceItemStatuscode,
  type Locale,
  type OpenPayment,
  type PaymentHandleKind,
  type PaymentLink,
  type PaymentService,
  type PaymentStatusItem,
} from '@parkeerloket/contract';
import {
  invoiceItemOf,
  invoiceItemsOf,
  invoiceStatusText,
  judgeInvoices,
  stillPayableInvoiceIds,
} from '../cart/index.js';
import { type Database, inTransaction } from '../db/database.js';
import type { CountPart, CountScope } from '../home/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import {
  findInvoiceByReference,
  findInvoices,
  type InvoiceRow,
  lockOwnInvoices,
  newReference,
} from '../invoices/index.js';
import { mailLocale, notifyOutbox, portalLink, queueMail } from '../mail/index.js';
import type { RelationRow } from '../relations/index.js';
import { tenantCatalogue } from '../settings/index.js';
import { readPaymentServices, readSettings, type Tenant } from '../tenants/index.js';
import { shownReference } from './display-reference.js';
import { wirePaymentStatus } from './payment-machine.js';
import { type PaymentProvider, PaymentProviderUnavailable } from './payment-provider.js';
import {
  findOpenPaymentOfInvoice,
  findPayment,
  findPaymentByReference,
  findPaymentWithInvoices,
  insertPayment,
  latestDirectPayment,
  latestDirectPaymentWithInvoices,
  listOpenPayments,
  openPaymentsCountQuery,
  type PaymentRow,
  paymentInvoiceIds,
  setCheckout,
} from './payment-repository.js';
import { paymentProviderFor } from './provider-settings.js';
import {
  applyPaymentEvent,
  endLinkIfDone,
  endPaymentAtProvider,
  invoiceLines,
  type PaymentsContext,
  paymentText,
  refreshPayment,
} from './settle-payment.js';

/** The setting that says how long a payment link can be paid, in days (our addition to core 3.7). */
export const PAYMENT_LINK_VALID_DAYS_SETTING = 'PAYMENT_LINK_VALID_DAYS';
export const DEFAULT_PAYMENT_LINK_VALID_DAYS = 14;

export interface PaymentCall extends PaymentsContext {
  tenant: Tenant;
  locale: Locale;
}

export interface RelationCall extends PaymentCall {
  relation: RelationRow;
}

/** A call that lists the caller's own payments: the relation's id from the session is enough (decision 015). */
export interface OwnPaymentsCall extends PaymentCall {
  relationId: number;
}

// ---- Shared pieces.

async function requireService(call: PaymentCall, service: PaymentService): Promise<void> {
  if (!(await readPaymentServices(call.db, call.tenant.id)).includes(service)) {
    throw new BusinessFailure('PAYMENT_SERVICE_OFF', service);
  }
}

async function linkValidDays(db: Database, tenantId: number): Promise<number> {
  const value = Number((await readSettings(db, tenantId))[PAYMENT_LINK_VALID_DAYS_SETTING]);
  return Number.isInteger(value) && value >= 1 && value <= 366 ? value : DEFAULT_PAYMENT_LINK_VALID_DAYS;
}

interface Bundled {
  payment: PaymentRow | null;
  accepted: InvoiceRow[];
  rejected: InvoiceItem[];
}

/**
 * Takes the payable invoices of the relation into a new payment, in one transaction that locks them
 * as it reads them, so two payments started at once never both take an invoice. That one read is the
 * relation check too: another relation's invoice is neither locked nor found (INVOICE_NOT_FOUND).
 */
async function bundleInvoices(
  call: RelationCall,
  method: PaymentService,
  invoiceIds: readonly number[],
  expiresAt: Date | null,
): Promise<Bundled> {
  return inTransaction(call.db, async (trx) => {
    const own = await lockOwnInvoices(trx, call.tenant.id, call.relation.id, invoiceIds);
    const verdicts = await judgeInvoices(trx, call.tenant.id, invoiceIds, own, amsterdamDay(call.now()));
    const accepted: InvoiceRow[] = [];
    const rejected: InvoiceItem[] = [];
    for (const verdict of verdicts) {
      if (verdict.payable) accepted.push(verdict.invoice);
      else if (verdict.invoice)
        rejected.push({
          ...(await invoiceItemOf(trx, call.tenant.id, verdict.invoice, verdict.code, call.locale)),
          ...(await holdingPayment(trx, call.tenant.id, verdict.heldBy)),
        });
      else
        rejected.push({
          INVOICEID: verdict.invoiceId,
          STATUSCODE: verdict.code,
          STATUS: await statusOf({ ...call, db: trx }, verdict.code),
        });
    }
    if (accepted.length === 0) return { payment: null, accepted, rejected };
    const payment = await insertPayment(trx, call.tenant.id, {
      relationId: call.relation.id,
      reference: newReference(),
      method,
      amountCents: accepted.reduce((sum, invoice) => sum + invoice.amount_cents, 0),
      locale: call.locale,
      expiresAt,
      invoiceIds: accepted.map((invoice) => invoice.id),
    });
    return { payment, accepted, rejected };
  });
}

/**
 * The open payment that holds a rejected invoice, named so the screen can send its link again
 * (lifecycle 2.16 'send link again', eloket/send_paymentlink). It is the caller's own: an invoice is
 * only ever put into a payment of the invoice's relation.
 */
async function holdingPayment(db: Database, tenantId: number, paymentId: number | undefined) {
  const payment = paymentId === undefined ? undefined : await findPayment(db, tenantId, paymentId);
  return payment ? { PAYMENTREFERENCE: payment.reference, PAYMENTSERVICE: payment.method } : {};
}

/** An invoice outcome's text for an invoice that is not the caller's to see: the cart's one rule. */
async function statusOf(call: PaymentCall, code: InvoiceItemStatuscode): Promise<string> {
  return invoiceStatusText((await tenantCatalogue(call.db, call.tenant.id, call.locale)).catalogue, code);
}
/** Where the provider sends the browser and its notifications: on this server (absolute for a real provider). */
function addresses(
  call: PaymentCall,
  provider: PaymentProvider,
  browserPath: string,
  query: Record<string, string> = {},
) {
  const url = (path: string, q: Record<string, string> = {}) =>
    provider.name === 'simulator'
      ? `/${call.tenant.code}${path}${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`
      : portalLink(call.config, call.tenant.code, path, q);
  return { redirectUrl: url(browserPath, query), webhookUrl: url('/payments/webhook') };
}

/** Starts the provider's checkout for an open payment and records it; a failure ends the payment as FAILED. */
async function startCheckout(
  call: PaymentCall,
  payment: PaymentRow,
  browserPath: string,
  query: Record<string, string> = {},
): Promise<PaymentRow> {
  try {
    const provider = await paymentProviderFor(call.db, call.env, call.tenant.id);
    const checkout = await provider.createCheckout({
      tenantId: call.tenant.id,
      tenantCode: call.tenant.code,
      amountCents: payment.amount_cents,
      // The short reference the payer saw, not the long one: the description is printed on bank statements
      // and shown in the provider's dashboard, and the long reference is the secret of the payment link.
      description: await paymentText(call.db, call.tenant, call.locale, 'payment.description', {
        reference: payment.display_reference ?? payment.id,
      }),
      reference: payment.reference,
      ...addresses(call, provider, browserPath, query),
      locale: call.locale,
    });
    await setCheckout(call.db, call.tenant.id, payment.id, {
      provider: provider.name,
      providerPaymentId: checkout.id,
      checkoutUrl: checkout.checkoutUrl,
    });
    return (await findPayment(call.db, call.tenant.id, payment.id)) as PaymentRow;
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    if (payment.method === 'directpayment') {
      await applyPaymentEvent(call, call.tenant, payment.id, { type: 'PROVIDER_REPORTED', status: 'failed' });
    }
    throw new BusinessFailure('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
  }
}

/** Refreshes from the provider; an unreachable provider leaves the payment as it is (the job asks again). */
async function refreshQuietly(call: PaymentCall, payment: PaymentRow): Promise<PaymentRow> {
  try {
    return await refreshPayment(call, call.tenant, payment);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return payment;
    throw error;
  }
}

async function ownPayment(call: RelationCall, reference: string, method?: PaymentService): Promise<PaymentRow> {
  const payment = await findPaymentByReference(call.db, call.tenant.id, reference);
  if (!payment || payment.relation_id !== call.relation.id || (method && payment.method !== method)) {
    throw new BusinessFailure('PAYMENT_NOT_FOUND', reference.slice(0, 6));
  }
  return payment;
}

// ---- Direct payment (lifecycle 2.16, 2.17).

/**
 * A direct payment started, or not: with none of the invoices payable nothing is started
 * (NOTHING_TO_PAY on the wire); otherwise the payment's reference and its checkout. The rejected
 * invoices say why each was left out.
 */
export type DirectPaymentStart =
  | { started: false; rejected: InvoiceItem[] }
  | {
      started: true;
      reference: string;
      /** The short reference shown to the payer. */
      displayReference: string;
      checkoutUrl: string;
      accepted: InvoiceItem[];
      rejected: InvoiceItem[];
    };

/** eloket/get_forward_post with p_ext_service directpayment. */
export async function startDirectPayment(
  call: RelationCall,
  invoiceIds: readonly number[],
): Promise<DirectPaymentStart> {
  await requireService(call, 'directpayment');
  const { payment, accepted, rejected } = await bundleInvoices(call, 'directpayment', invoiceIds, null);
  if (!payment) return { started: false, rejected };
  const started = await startCheckout(call, payment, '/payment-process');
  return {
    started: true,
    reference: started.reference,
    displayReference: shownReference(started),
    checkoutUrl: started.checkout_url as string,
    accepted: await Promise.all(
      accepted.map((invoice) => invoiceItemOf(call.db, call.tenant.id, invoice, 'PAYMENT_RUNNING', call.locale)),
    ),
    rejected,
  };
}

/** eloket/get_payment_status: the newest direct payment, asked of the provider while it is open. */
export async function directPaymentStatus(call: RelationCall): Promise<PaymentStatusItem[]> {
  let payment = await latestDirectPayment(call.db, call.tenant.id, call.relation.id);
  if (!payment) return [];
  if (payment.status === 'OPEN') payment = await refreshQuietly(call, payment);
  return [
    {
      payment_status: wirePaymentStatus(payment.status, payment.checked_at !== null),
      transactionid: payment.reference,
      reference: shownReference(payment),
    },
  ];
}

/** eloket/get_paid_permits: what the newest paid direct payment paid, and what it could not. */
export async function paidPermits(call: OwnPaymentsCall): Promise<InvoiceItem[]> {
  const payment = await latestDirectPaymentWithInvoices(call.db, call.tenant.id, call.relationId, ['PAID', 'PROBLEM']);
  if (!payment) return [];
  const { paid, problems } = await invoicesOf(call, payment, payment.invoice_ids);
  return [...paid, ...problems];
}

/**
 * cancel_bulkpayment (direct) and cancel_paymentlink (link): the checkout is ended at the provider
 * first, so an abandoned checkout can never be paid; money taken meanwhile is seen and settled. A
 * provider that will not cancel it (PAYMENT_NOT_CANCELABLE) or cannot be reached leaves it open.
 */
export async function cancelPayment(call: RelationCall, reference: string, method: PaymentService): Promise<void> {
  const payment = await endOpenPayment(call, await ownPayment(call, reference, method));
  if (payment.status === 'PAID' || payment.status === 'PROBLEM')
    throw new BusinessFailure('PAYMENT_NOT_PAYABLE', 'paid');
}

/**
 * Ends an open payment at the provider and here (endPaymentAtProvider), or refuses: PAYMENT_NOT_CANCELABLE
 * when the provider keeps its checkout payable, PAYMENT_PROVIDER_UNAVAILABLE when it cannot be asked.
 */
async function endOpenPayment(call: PaymentCall, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'OPEN') return payment;
  let ended: PaymentRow;
  try {
    ended = await endPaymentAtProvider(call, call.tenant, payment);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable)
      throw new BusinessFailure('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
    throw error;
  }
  if (ended.status === 'OPEN') throw new BusinessFailure('PAYMENT_NOT_CANCELABLE', ended.reference.slice(0, 6));
  return ended;
}

/**
 * For terminating what open payments pay for (wired by the composition root, handlers.ts): ends each of
 * the tenant's open payments named at the provider first, or refuses as cancel_bulkpayment does. One
 * paid meanwhile is settled as any "paid": what can still be delivered is, the rest is refunded.
 */
export async function endPaymentsByReference(call: PaymentCall, references: readonly string[]): Promise<void> {
  for (const reference of [...new Set(references)].sort()) {
    const payment = await findPaymentByReference(call.db, call.tenant.id, reference);
    if (payment) await endOpenPayment(call, payment);
  }
}

// ---- Payment links (lifecycle 2.15, 2.18, 2.20).

/** eloket/create_payment_send_link with p_initial Y: a link for the payable invoices, e-mailed. */
export async function createPaymentLink(call: RelationCall, invoiceIds: readonly number[]): Promise<PaymentLink[]> {
  await requireService(call, 'paymentlink');
  if (!call.relation.email) throw new BusinessFailure('PAYMENT_LINK_NO_EMAIL');
  const days = await linkValidDays(call.db, call.tenant.id);
  const expiresAt = new Date(call.now().getTime() + days * 24 * 60 * 60 * 1000);
  const { payment } = await inTransaction(call.db, async (trx) => {
    const bundled = await bundleInvoices({ ...call, db: trx }, 'paymentlink', invoiceIds, expiresAt);
    if (bundled.payment) await mailLink({ ...call, db: trx }, bundled.payment);
    return bundled;
  });
  if (!payment) throw new BusinessFailure('NOTHING_TO_PAY');
  notifyOutbox();
  return [presentLink(payment)];
}

/** create_payment_send_link with p_initial N, and send_paymentlink: the same link, e-mailed again. */
export async function resendPaymentLink(call: RelationCall, reference: string): Promise<PaymentLink[]> {
  const payment = await ownPayment(call, reference, 'paymentlink');
  if (payment.status !== 'OPEN' || (payment.expires_at && payment.expires_at <= call.now())) {
    throw new BusinessFailure('PAYMENT_NOT_PAYABLE', payment.status);
  }
  if (!call.relation.email) throw new BusinessFailure('PAYMENT_LINK_NO_EMAIL');
  await mailLink(call, payment);
  notifyOutbox();
  return [presentLink(payment)];
}

function presentLink(payment: PaymentRow): PaymentLink {
  return { INTERNAL_REFERENCE: payment.reference, INTERNAL_LINK_REFERENCE: payment.reference, METHOD: 'paymentlink' };
}

async function mailLink(call: RelationCall, payment: PaymentRow): Promise<void> {
  const { relation } = call;
  if (!relation.email) return;
  const locale = mailLocale(relation.language, call.locale);
  const invoices = await findInvoices(
    call.db,
    call.tenant.id,
    await paymentInvoiceIds(call.db, call.tenant.id, payment.id),
  );
  await queueMail(call.db, {
    tenant: call.tenant,
    relationId: relation.id,
    to: relation.email,
    locale,
    template: 'payment_link',
    values: {
      amount: formatEuro(payment.amount_cents),
      items: await invoiceLines(call.db, call.tenant.id, invoices, locale),
      link: portalLink(call.config, call.tenant.code, '/paymentportal', { payment: payment.reference }),
      expires: payment.expires_at ? formatDisplayDate(amsterdamDay(payment.expires_at)) : '',
    },
  });
}

/**
 * What the payment portal can do with a link: continue to the checkout, or not, and why. The amount
 * is the payment's, for the portal's message.
 */
/** What a payment link pays for, as the public portal may show it: product, period and price, nothing personal. */
export type PaidFor = Pick<
  InvoiceItem,
  'DESCRIPTION' | 'STAFFEL' | 'HAS_STAFFEL_YN' | 'VALID_FROM' | 'VALID_TO' | 'PRICE'
>;

export type PaymentLinkState =
  | { canContinue: true; amountCents: number; checkoutUrl: string; paidFor: PaidFor[] }
  | { canContinue: false; amountCents: number; why: 'not_payable' | 'paid' | 'problem'; paidFor: PaidFor[] };

async function paidForOf(call: PaymentCall, payment: PaymentRow): Promise<PaidFor[]> {
  const withInvoices = await findPaymentWithInvoices(call.db, call.tenant.id, payment.reference);
  const items = await invoiceItemsOf(
    call.db,
    call.tenant.id,
    withInvoices?.invoice_ids ?? [],
    () => 'PAYMENT_RUNNING',
    call.locale,
  );
  return items.map((item) => ({
    DESCRIPTION: item.DESCRIPTION,
    STAFFEL: item.STAFFEL,
    HAS_STAFFEL_YN: item.HAS_STAFFEL_YN,
    VALID_FROM: item.VALID_FROM,
    VALID_TO: item.VALID_TO,
    PRICE: item.PRICE,
  }));
}

/**
 * paymentlink/handle (public, lifecycle 2.20): the portal's answer for a link. Only what paying needs:
 * the amount, the municipality, whether it can be paid and the checkout. An invoice reference pays
 * that one invoice, through the open payment that holds it or a new link payment.
 */
export async function handlePaymentLink(
  call: PaymentCall,
  kind: PaymentHandleKind,
  value: string,
): Promise<PaymentLinkState> {
  let payment =
    kind === 'payment'
      ? await findPaymentByReference(call.db, call.tenant.id, value)
      : await linkOfInvoice(call, value);
  if (payment?.method !== 'paymentlink') throw new BusinessFailure('PAYMENT_NOT_FOUND');
  if (payment.status === 'OPEN') payment = await refreshQuietly(call, payment);
  // A product that expired while the link waited (decision 016) ends the link: paying it would make a problem to refund.
  const { payment: current, ended } = await endLinkIfDone(call, call.tenant, payment);
  payment = current;
  const amountCents = payment.amount_cents;
  const paidFor = await paidForOf(call, payment);
  if (ended === 'unpayable') return { canContinue: false, amountCents, why: 'not_payable', paidFor };
  if (payment.status === 'PAID') return { canContinue: false, amountCents, why: 'paid', paidFor };
  if (payment.status === 'PROBLEM') return { canContinue: false, amountCents, why: 'problem', paidFor };
  if (payment.status !== 'OPEN') throw new BusinessFailure('PAYMENT_NOT_PAYABLE', payment.status);
  if (!payment.checkout_url) {
    payment = await startCheckout(call, payment, '/paymentportal', { payment: payment.reference });
  }
  if (!payment.checkout_url) throw new BusinessFailure('PAYMENT_PROVIDER_UNAVAILABLE', 'no checkout');
  return { canContinue: true, amountCents, checkoutUrl: payment.checkout_url, paidFor };
}

async function linkOfInvoice(call: PaymentCall, reference: string): Promise<PaymentRow | undefined> {
  const invoice = await findInvoiceByReference(call.db, call.tenant.id, reference);
  if (!invoice) return undefined;
  if (invoice.status === 'PAID' && invoice.payment_id !== null) {
    return findPayment(call.db, call.tenant.id, invoice.payment_id);
  }
  if (invoice.status !== 'OPEN') throw new BusinessFailure('PAYMENT_NOT_PAYABLE', 'invoice cancelled');
  const open = await findOpenPaymentOfInvoice(call.db, call.tenant.id, invoice.id);
  if (open) return open;
  const days = await linkValidDays(call.db, call.tenant.id);
  const relation = { id: invoice.relation_id } as RelationRow;
  const { payment } = await bundleInvoices(
    { ...call, relation },
    'paymentlink',
    [invoice.id],
    new Date(call.now().getTime() + days * 24 * 60 * 60 * 1000),
  );
  if (!payment) throw new BusinessFailure('PAYMENT_NOT_PAYABLE', 'invoice not payable');
  return payment;
}

// ---- Open payments (lifecycle 2.19).

/**
 * eloket/get_open_payments: open and problem payments; a link that can no longer be paid is ended on
 * the way. The payments with their invoice ids, then whether the open links' invoices may still be
 * paid, all at once (issue 23); only a link past its period or with an invoice that may not goes to
 * endLinkIfDone, which judges it again and ends it.
 */
export async function openPayments(call: OwnPaymentsCall): Promise<OpenPayment[]> {
  const listed = await listOpenPayments(call.db, call.tenant.id, call.relationId);
  const now = call.now();
  const isOpenLink = (payment: PaymentRow) => payment.method === 'paymentlink' && payment.status === 'OPEN';
  const payable = await stillPayableInvoiceIds(
    call.db,
    call.tenant.id,
    listed.filter(isOpenLink).flatMap((payment) => payment.invoice_ids),
    amsterdamDay(now),
  );
  const mayBeDone = (payment: PaymentRow, invoiceIds: readonly number[]) =>
    isOpenLink(payment) &&
    ((payment.expires_at !== null && payment.expires_at <= now) || !invoiceIds.every((id) => payable.has(id)));
  const items: OpenPayment[] = [];
  for (const { invoice_ids: invoiceIds, ...row } of listed) {
    const { payment } = mayBeDone(row, invoiceIds) ? await endLinkIfDone(call, call.tenant, row) : { payment: row };
    if (payment.status !== 'OPEN' && payment.status !== 'PROBLEM') continue;
    items.push({
      CREATION_DATE: amsterdamDay(payment.created_at),
      AMOUNT: euroFromCents(payment.amount_cents),
      INTERNAL_LINK_REFERENCE: payment.reference,
      METHOD: payment.method,
      UNIQUE_ID: payment.reference,
      REFERENCE: shownReference(payment),
      EXPIRY_DATE: payment.expires_at ? amsterdamDay(payment.expires_at) : null,
      STATUS: payment.status === 'PROBLEM' ? 'PROBLEM_PAYMENT' : 'OPEN',
    });
  }
  return items;
}

/** payments_count (core 2.11): the relation's open and problem payments, counted inside the home counts' one statement. */
export function countOpenPayments({ db, tenantId, relationId }: CountScope): CountPart | number {
  return relationId === null ? 0 : { select: openPaymentsCountQuery(db, tenantId, relationId) };
}

/** The payment's invoices (`invoiceIds`, read with it) split: paid or still payable by it, and those it could not pay. */
async function invoicesOf(call: PaymentCall, payment: PaymentRow, invoiceIds: readonly number[]) {
  const settled = payment.status === 'PAID' || payment.status === 'PROBLEM';
  const codeOf = (invoice: InvoiceRow): InvoiceItemStatuscode => {
    const paidHere = invoice.status === 'PAID' && invoice.payment_id === payment.id;
    if (settled) return paidHere ? 'PROCESSED' : 'PROCESSING_FAILED';
    return payment.status === 'OPEN' ? 'PAYMENT_RUNNING' : 'PAYMENT_CANCELLED';
  };
  const items = await invoiceItemsOf(call.db, call.tenant.id, invoiceIds, codeOf, call.locale);
  return {
    paid: items.filter((item) => item.STATUSCODE !== 'PROCESSING_FAILED'),
    problems: items.filter((item) => item.STATUSCODE === 'PROCESSING_FAILED'),
  };
}

/** One of the relation's payments: its invoices split by outcome, and the checkout while an open direct payment can continue. */
export interface PaymentDetail {
  reference: string;
  /** The short reference shown to the payer. */
  displayReference: string;
  amountCents: number;
  /** A payment that took money but could not settle every invoice: the money is refunded (lifecycle 4.7). */
  problem: boolean;
  paid: InvoiceItem[];
  problems: InvoiceItem[];
  continueAt: string | null;
}

/** eloket/get_payment_details: one of the relation's payments, with the checkout to continue an open direct one. */
export async function paymentDetails(call: OwnPaymentsCall, reference: string): Promise<PaymentDetail> {
  // ownPayment's check, on the payment read with its invoice ids.
  const own = await findPaymentWithInvoices(call.db, call.tenant.id, reference);
  if (!own || own.relation_id !== call.relationId)
    throw new BusinessFailure('PAYMENT_NOT_FOUND', reference.slice(0, 6));
  const { invoice_ids: invoiceIds, ...read } = own;
  let payment: PaymentRow = read;
  if (payment.status === 'OPEN') payment = await refreshQuietly(call, payment);
  const { paid, problems } = await invoicesOf(call, payment, invoiceIds);
  const canContinue = payment.status === 'OPEN' && payment.method === 'directpayment';
  return {
    reference: payment.reference,
    displayReference: shownReference(payment),
    amountCents: payment.amount_cents,
    problem: payment.status === 'PROBLEM',
    paid,
    problems,
    continueAt: canContinue ? payment.checkout_url : null,
  };
}
