/**
 * Moving a stored payment: the one place a payment's status changes. It locks the payment, then the
 * requests and invoices it pays (always in that order, so two payments or a payment and a withdrawal
 * never deadlock), asks the machine (payment-machine.ts), and on a yes writes the status, its
 * transition row and what it brings, in one transaction: every payable invoice PAID with its effect
 * (a request becomes a permit through applyRequestEvent), and one confirmation e-mail listing them.
 *
 * A status from the provider is fetched BEFORE the transaction (no network call while rows are
 * locked) and applied inside it; whoever applies "paid" first wins, every later "paid" is refused by
 * the machine. That is what makes repeated, concurrent and reordered notifications harmless.
 *
 * Every euro the provider took ends as a delivered product or a refund order, never both and never
 * neither (decision 008): a "paid" whose invoices can no longer all be delivered, or whose amount
 * differs from theirs, pays what it can (nothing when too little came in) and the rest becomes a refund
 * order of the termination area, in the same transaction, with one e-mail to the resident.
 */
import {
  amsterdamDay,
  CONTACT_AND_HELP_PATH,
  formatDisplayDate,
  formatEuro,
  type Locale,
  normalizeIban,
} from '@parkeerloket/contract';
import { bundledCatalogue, interpolate } from '@parkeerloket/translations';
import { invoiceProduct, stillPayable } from '../cart/index.js';
import type { Config } from '../config.js';
import { type Database, inTransaction } from '../db/database.js';
import { applyInvoicePaid, findInvoices, type InvoiceRow, lockInvoices, markInvoicePaid } from '../invoices/index.js';
import { mailLocale, notifyOutbox, portalLink, queueMail } from '../mail/index.js';
import { checkIbanNumber } from '../profile/index.js';
import { findRelation, type RelationRow } from '../relations/index.js';
import { findRequest } from '../requests/index.js';
import { readTranslations, type Tenant } from '../tenants/index.js';
import { insertPaymentRefundOrder } from '../termination/index.js';
import { shownReference } from './display-reference.js';
import type { PaymentEnv } from './payment-env.js';
import { type PaymentEvent, type ProviderStatus, transitionPayment } from './payment-machine.js';
import { PaymentProviderUnavailable, type ProviderReport } from './payment-provider.js';
import {
  clearCheckout,
  findPayment,
  markChecked,
  type PaymentRow,
  paymentInvoiceIds,
  updatePaymentStatus,
} from './payment-repository.js';
import { paymentProviderFor } from './provider-settings.js';

export interface PaymentsContext {
  db: Database;
  env: PaymentEnv;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  now: () => Date;
}

export type IncomingPaymentEvent =
  | ({ type: 'PROVIDER_REPORTED'; status: ProviderStatus } & Partial<Omit<ProviderReport, 'status'>>)
  | { type: 'CANCELLED_BY_USER' }
  | { type: 'LINK_EXPIRED' };

/** Applies one event to a stored payment; answers the payment as it is afterwards. */
export async function applyPaymentEvent(
  ctx: PaymentsContext,
  tenant: Tenant,
  paymentId: number,
  incoming: IncomingPaymentEvent,
): Promise<PaymentRow> {
  const { payment, mailed } = await inTransaction(ctx.db, async (trx) => {
    const locked = await findPayment(trx, tenant.id, paymentId, { forUpdate: true });
    if (!locked) throw new Error(`payment ${paymentId} of tenant ${tenant.id} vanished`);
    const now = ctx.now();
    if (incoming.type === 'PROVIDER_REPORTED') await markChecked(trx, tenant.id, paymentId, now);
    const invoiceIds = await paymentInvoiceIds(trx, tenant.id, paymentId);
    await lockRequestsOf(trx, tenant.id, await findInvoices(trx, tenant.id, invoiceIds));
    const invoices = await lockInvoices(trx, tenant.id, invoiceIds);
    const today = amsterdamDay(now);
    const payable = await Promise.all(invoices.map((invoice) => stillPayable(trx, tenant.id, [invoice], today)));
    const canRetry = locked.method === 'paymentlink' && (locked.expires_at === null || locked.expires_at > now);
    const received =
      incoming.type === 'PROVIDER_REPORTED' && incoming.status === 'paid'
        ? (incoming.paidCents ?? locked.amount_cents)
        : 0;
    const event: PaymentEvent =
      incoming.type === 'PROVIDER_REPORTED'
        ? {
            type: 'PROVIDER_REPORTED',
            status: incoming.status,
            invoicesPayable: payable.every(Boolean) && received === locked.amount_cents,
            canRetry,
          }
        : incoming;
    const outcome = transitionPayment(locked.status, event);
    if (!outcome.ok) {
      if (outcome.refusal === 'checkout_ended') await clearCheckout(trx, tenant.id, paymentId);
      return { payment: (await findPayment(trx, tenant.id, paymentId)) as PaymentRow, mailed: false };
    }
    const eventName =
      incoming.type === 'PROVIDER_REPORTED' ? `PROVIDER_${incoming.status.toUpperCase()}` : incoming.type;
    await updatePaymentStatus(trx, tenant.id, paymentId, {
      from: locked.status,
      to: outcome.status,
      event: eventName,
      at: now,
    });
    let mailedNow = false;
    if (outcome.status === 'PAID' || outcome.status === 'PROBLEM') {
      // Too little received pays nothing: which of the products would it be for?
      const delivers = received >= locked.amount_cents;
      const paid = delivers
        ? await payInvoices(
            trx,
            tenant.id,
            paymentId,
            invoices.filter((_, i) => payable[i]),
            now,
          )
        : [];
      if (paid.length > 0) mailedNow = await queueConfirmation(trx, ctx, tenant, locked, paid);
      const refund = received - paid.reduce((sum, invoice) => sum + invoice.amount_cents, 0);
      if (refund > 0 && incoming.type === 'PROVIDER_REPORTED') {
        mailedNow = (await orderRefund(trx, ctx, tenant, locked, refund, incoming)) || mailedNow;
      }
    }
    return { payment: (await findPayment(trx, tenant.id, paymentId)) as PaymentRow, mailed: mailedNow };
  });
  if (mailed) notifyOutbox();
  return payment;
}

/**
 * Delivers what a payment paid for: each invoice PAID by it with its effect (a request becomes a permit
 * through applyRequestEvent). The caller holds the locks (lockRequestsOf, then the invoices); answers
 * the invoices paid now. A "paid" from the provider and a delivery from a payment problem both use it.
 */
export async function payInvoices(
  trx: Database,
  tenantId: number,
  paymentId: number,
  invoices: readonly InvoiceRow[],
  now: Date,
): Promise<InvoiceRow[]> {
  const paid: InvoiceRow[] = [];
  for (const invoice of invoices) {
    if (!(await markInvoicePaid(trx, tenantId, invoice.id, paymentId, now))) continue;
    await applyInvoicePaid(trx, tenantId, invoice);
    paid.push(invoice);
  }
  return paid;
}

/**
 * Request rows first, in id order: the same order applyRequestEvent and a withdrawal take them in. Every
 * invoice kind's subject is a request (a plate change's and a prolongation's too), so all are locked.
 */
export async function lockRequestsOf(trx: Database, tenantId: number, invoices: readonly InvoiceRow[]): Promise<void> {
  const ids = [...new Set(invoices.map((i) => i.subject_id))].sort((a, b) => a - b);
  for (const id of ids) await findRequest(trx, tenantId, id, { forUpdate: true });
}

/**
 * Ends an OPEN payment link that can no longer be paid (LINK_EXPIRED): past the tenant's period, or an
 * invoice in it no longer payable, say its product expired (decision 016). Ended, it frees its invoices
 * for the cart. Answers the payment and why it ended now, if it did.
 */
export async function endLinkIfDone(
  ctx: PaymentsContext,
  tenant: Tenant,
  payment: PaymentRow,
): Promise<{ payment: PaymentRow; ended: 'period' | 'unpayable' | null }> {
  if (payment.method !== 'paymentlink' || payment.status !== 'OPEN') return { payment, ended: null };
  const now = ctx.now();
  let ended: 'period' | 'unpayable' | null = null;
  if (payment.expires_at && payment.expires_at <= now) ended = 'period';
  else {
    const invoices = await findInvoices(ctx.db, tenant.id, await paymentInvoiceIds(ctx.db, tenant.id, payment.id));
    if (!(await stillPayable(ctx.db, tenant.id, invoices, amsterdamDay(now)))) ended = 'unpayable';
  }
  if (!ended) return { payment, ended };
  // Its checkout ends at the provider first, so the ended link can never be paid; one the provider will
  // not cancel, or cannot be asked to now, stays open here and is looked at again (the reconcile job).
  if (payment.provider_payment_id) {
    try {
      const provider = await paymentProviderFor(ctx.db, ctx.env, tenant.id, payment.provider);
      if ((await provider.cancelCheckout(payment.provider_payment_id)) === 'not_cancelable') {
        return { payment: await refreshPayment(ctx, tenant, payment), ended: null };
      }
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) return { payment, ended: null };
      throw error;
    }
  }
  const after = await applyPaymentEvent(ctx, tenant, payment.id, { type: 'LINK_EXPIRED' });
  return { payment: after, ended: after.status === 'EXPIRED' ? ended : null };
}

/**
 * Asks the provider for the payment's status and applies it. A payment without a provider payment
 * (a link nobody opened yet) has nothing to ask. The fetch happens outside any transaction.
 */
export async function refreshPayment(ctx: PaymentsContext, tenant: Tenant, payment: PaymentRow): Promise<PaymentRow> {
  if (!payment.provider_payment_id) return payment;
  const provider = await paymentProviderFor(ctx.db, ctx.env, tenant.id, payment.provider);
  const report = await provider.fetchStatus(payment.provider_payment_id);
  return applyPaymentEvent(ctx, tenant, payment.id, { type: 'PROVIDER_REPORTED', ...report });
}

/**
 * Ends an OPEN payment because the resident cancelled it, withdrew what it pays or ended the permit
 * it pays for: first at the provider, so that its checkout can never be paid afterwards, then here
 * (CANCELLED_BY_USER). Answers the payment as it is afterwards: CANCELLED; PAID or PROBLEM when the
 * provider took the money meanwhile (applied as any "paid"); still OPEN when the provider refuses to
 * cancel a checkout that is not paid (being processed, or a method that cannot be cancelled): the
 * caller refuses what it was asked. An unreachable provider throws PaymentProviderUnavailable.
 */
export async function endPaymentAtProvider(
  ctx: PaymentsContext,
  tenant: Tenant,
  payment: PaymentRow,
): Promise<PaymentRow> {
  let current = payment.status === 'OPEN' ? await refreshPayment(ctx, tenant, payment) : payment;
  if (current.status !== 'OPEN') return current;
  if (current.provider_payment_id) {
    const provider = await paymentProviderFor(ctx.db, ctx.env, tenant.id, current.provider);
    if ((await provider.cancelCheckout(current.provider_payment_id)) === 'not_cancelable') {
      return refreshPayment(ctx, tenant, current);
    }
  }
  current = await applyPaymentEvent(ctx, tenant, current.id, { type: 'CANCELLED_BY_USER' });
  return current;
}

/**
 * Money that could not be delivered against goes back: a refund order to the account the provider
 * reported the payer paid from, else the resident's own (profile), else none yet (listed for the
 * municipality, not exported); and one e-mail saying so. Answers whether a mail was queued.
 */
async function orderRefund(
  trx: Database,
  ctx: PaymentsContext,
  tenant: Tenant,
  payment: PaymentRow,
  amountCents: number,
  report: Partial<Omit<ProviderReport, 'status'>>,
): Promise<boolean> {
  const relation = await findRelation(trx, tenant.id, payment.relation_id);
  const account = refundAccount(report, relation);
  await insertPaymentRefundOrder(trx, tenant.id, {
    relationId: payment.relation_id,
    paymentId: payment.id,
    amountCents,
    ...account,
  });
  if (!relation?.email) return false;
  const locale = mailLocale(relation.language, payment.locale as Locale);
  await queueMail(trx, {
    tenant,
    relationId: relation.id,
    to: relation.email,
    locale,
    template: 'payment_refund',
    values: {
      amount: formatEuro(amountCents),
      reference: shownReference(payment),
      account: account.iban
        ? await paymentText(trx, tenant, locale, 'mail.payment_refund.to_account', { iban: account.iban })
        : await paymentText(trx, tenant, locale, 'mail.payment_refund.no_account', {
            contact: portalLink(ctx.config, tenant.code, CONTACT_AND_HELP_PATH),
          }),
      link: portalLink(ctx.config, tenant.code, '/payments'),
    },
  });
  return true;
}

function refundAccount(
  report: Partial<Omit<ProviderReport, 'status'>>,
  relation: RelationRow | undefined,
): { iban: string; owner: string } {
  const holder = relation?.name || [relation?.firstname, relation?.lastname].filter(Boolean).join(' ');
  const payer = report.payerIban ? normalizeIban(report.payerIban) : '';
  if (payer && !checkIbanNumber(payer)) return { iban: payer, owner: report.payerName || holder };
  const own = relation?.bankaccount_nr ? normalizeIban(relation.bankaccount_nr) : '';
  if (own && !checkIbanNumber(own)) return { iban: own, owner: relation?.bankaccount_owner || holder };
  return { iban: '', owner: holder };
}

export async function queueConfirmation(
  trx: Database,
  ctx: Pick<PaymentsContext, 'config'>,
  tenant: Tenant,
  payment: PaymentRow,
  paid: readonly InvoiceRow[],
): Promise<boolean> {
  const relation = await findRelation(trx, tenant.id, payment.relation_id);
  if (!relation?.email) return false;
  const locale = mailLocale(relation.language, payment.locale as Locale);
  const lines = await invoiceLines(trx, tenant.id, paid, locale);
  await queueMail(trx, {
    tenant,
    relationId: relation.id,
    to: relation.email,
    locale,
    template: 'payment_confirmation',
    values: {
      amount: formatEuro(paid.reduce((sum, invoice) => sum + invoice.amount_cents, 0)),
      reference: shownReference(payment),
      items: lines,
      link: portalLink(ctx.config, tenant.code, '/current-products'),
    },
  });
  return true;
}

/** One line per invoice for an e-mail: what, from when to when, how much. Nothing else personal. */
export async function invoiceLines(
  db: Database,
  tenantId: number,
  invoices: readonly InvoiceRow[],
  locale: Locale,
): Promise<string> {
  const lines: string[] = [];
  for (const invoice of invoices) {
    const product = await invoiceProduct(db, tenantId, invoice, locale);
    const period = [formatDisplayDate(product.VALID_FROM), formatDisplayDate(product.VALID_TO)]
      .filter(Boolean)
      .join(' – ');
    lines.push(`- ${[product.DESCRIPTION, period].filter(Boolean).join(', ')}: ${formatEuro(invoice.amount_cents)}`);
  }
  return lines.join('\n');
}

/** A text of the payments' catalogue in one language, with the tenant's own wording when it has one. */
export async function paymentText(
  db: Database,
  tenant: Tenant,
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): Promise<string> {
  const own = await readTranslations(db, tenant.id, locale);
  const municipality = own['municipality.name'] || tenant.name;
  return interpolate(own[key] || bundledCatalogue(locale)[key] || key, { municipality, ...values });
}
