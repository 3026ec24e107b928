/**
 * Test factories for the payments' tests: a tenant of its own with the test catalogue and both
 * payment services, residents with an e-mail address, and requests brought to AWAIT_PAYMENT the way
 * the request flow does it (CONFIRMED through applyRequestEvent), so their invoice is the real one.
 */
import { amsterdamDay, encodeInvoiceReferences } from '@parkeerloket/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueIds, importCatalogue, TEST_CATALOGUE } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { RECONCILE_AFTER_MS, reconcilePaymentsJob } from '../payments/index.js';
import { applyRequestEvent } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testConfig } from './support.js';

export const GARAGE_PRICE_CENTS = 6550;

export async function paymentTenant(db: Database, settings: Record<string, string> = {}): Promise<Tenant> {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'], settings });
  await importCatalogue(db, tenant.code, TEST_CATALOGUE);
  return tenant;
}

export interface Resident {
  id: number;
  cookie: string;
  email: string;
}

export async function resident(db: Database, tenant: Tenant, language = 'nl_NL'): Promise<Resident> {
  const id = await createRelation(db, tenant);
  const email = `bewoner${id}@example.test`;
  await db
    .updateTable('relations')
    .set({ email, email_validation_status: 'VALIDATED', language })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', id)
    .execute();
  return { id, cookie: await relationSessionCookie(db, tenant, id), email };
}

/** A garage subscription of the resident, confirmed and so awaiting payment; answers request and invoice ids. */
export async function awaitingPayment(
  db: Database,
  tenant: Tenant,
  relationId: number,
): Promise<{ requestId: number; invoiceId: number }> {
  const ids = await catalogueIds(db, tenant.id);
  const { id: requestId } = await db
    .insertInto('requests')
    .values({
      tenant_id: tenant.id,
      relation_id: relationId,
      permit_type_id: ids.permitType('GARAGE'),
      area_id: ids.area('GARAGES'),
      location_id: ids.location('GARAGE', 'GARAGES', 'VRIJ'),
      // A week ahead: a start day in the past would make the product expired (PRODUCT_EXPIRED, decision 016).
      valid_from: daysFromToday(7),
      valid_to: daysFromToday(37),
      price_cents: GARAGE_PRICE_CENTS,
      status: 'AWAIT_CONFIRMATION',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('request_plates')
    .values({ tenant_id: tenant.id, request_id: requestId, position: 1, license_plate: 'AB12CD' })
    .execute();
  const applied = await applyRequestEvent(db, tenant.id, requestId, { type: 'CONFIRMED' });
  if (!applied.ok || applied.status !== 'AWAIT_PAYMENT') throw new Error('request did not reach AWAIT_PAYMENT');
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { requestId, invoiceId: invoice.id };
}

/** The day `days` from today in Europe/Amsterdam, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return amsterdamDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

export function invoicesParam(...invoiceIds: number[]): string {
  return encodeInvoiceReferences(invoiceIds);
}

/** Starts a direct payment through the real endpoint; answers the envelope's first item. */
export async function forward(app: FastifyInstance, tenant: Tenant, cookie: string, ...invoiceIds: number[]) {
  const res = await post(
    app,
    tenant.code,
    'eloket/get_forward_post',
    { p_ext_service: 'directpayment', p_invoices: invoicesParam(...invoiceIds) },
    { cookie },
  );
  return res.json();
}

/** Makes a payment link through the real endpoint (p_initial Y); answers the envelope. */
export async function createPaymentLink(app: FastifyInstance, tenant: Tenant, cookie: string, ...invoiceIds: number[]) {
  const res = await post(
    app,
    tenant.code,
    'eloket/create_payment_send_link',
    { p_initial: 'Y', p_invoices: invoicesParam(...invoiceIds) },
    { cookie },
  );
  return res.json();
}

/** The simulator's provider id of a payment, from the checkout URL the forward answered. */
export function simulatorIdOf(checkoutUrl: string): string {
  const id = checkoutUrl.split('/').pop();
  if (!id?.startsWith('sim_')) throw new Error(`not a simulator checkout: ${checkoutUrl}`);
  return id;
}

/** The payer's choice on the simulator's checkout page; answers the redirect. */
export function checkout(
  app: FastifyInstance,
  tenant: Tenant,
  simulatorId: string,
  action: 'pay' | 'cancel' | 'open',
  notify: 'once' | 'repeat' | 'concurrent' | 'delayed' | 'none' = 'once',
) {
  return app.inject({
    method: 'POST',
    url: `/${tenant.code}/simulator/checkout/${simulatorId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, notify }).toString(),
  });
}

/** A provider's notification: only the id, as Mollie sends it. */
export function notify(app: FastifyInstance, tenant: Tenant, providerId: string) {
  return app.inject({
    method: 'POST',
    url: `/${tenant.code}/payments/webhook`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(providerId)}`,
  });
}

/** What the database holds about a request's payment: counted, so "exactly once" can be asserted. */
export async function outcomeOf(db: Database, tenant: Tenant, requestId: number, relationId: number) {
  const request = await db
    .selectFrom('requests')
    .select('status')
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  const permits = await db
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', requestId)
    .execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'status', 'payment_id'])
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', requestId)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'status', 'amount_cents'])
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', relationId)
    .execute();
  const paidTransitions = await db
    .selectFrom('payment_transitions')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('to_status', '=', 'PAID')
    .where('payment_id', 'in', payments.length ? payments.map((p) => p.id) : [0])
    .execute();
  const mails = await db
    .selectFrom('outbox')
    .select(['subject', 'body', 'locale'])
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', relationId)
    .where('template', '=', 'payment_confirmation')
    .execute();
  return {
    requestStatus: request.status,
    permits: permits.length,
    invoices,
    paidPayments: payments.filter((p) => p.status === 'PAID').length,
    payments,
    paidTransitions: paidTransitions.length,
    mails,
  };
}

/**
 * The reconcile job at `now`, run until none of this tenant's payments is still due for it. The job
 * serves every tenant, oldest first, 50 payments a run; on a shared PostgreSQL the open payments of
 * the other test files come first, and one run may not reach this tenant's.
 */
export async function reconcileTenant(db: Database, tenant: Tenant, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const silent = { info() {}, warn() {} };
  for (let run = 0; run < 200; run++) {
    const due = await db
      .selectFrom('payments')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('status', '=', 'OPEN')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('provider_payment_id', 'is not', null),
            eb('created_at', '<', since),
            eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', since)]),
          ]),
          eb('expires_at', '<', now),
        ]),
      )
      .executeTakeFirst();
    if (!due) return;
    await reconcilePaymentsJob.run({ db, config: testConfig(), log: silent, now });
  }
  throw new Error(`the reconcile job did not reach the payments of ${tenant.code} in 200 runs`);
}
