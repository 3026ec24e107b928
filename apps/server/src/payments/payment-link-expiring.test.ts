/**
 * The reminder of a payment link about to expire (issue 26, payment_link_expiring): a day before the link's
 * end, once however often and however concurrently the job runs, in the resident's language, to the payment
 * portal; not when the municipality switched it off or the resident turned it off; not for a paid or withdrawn link.
 */
import { describe, expect, it } from 'vitest';
import { replaceMessageOptOuts } from '../mail/index.js';
import { runCommand } from '../operator/index.js';
import type { Tenant } from '../tenants/index.js';
import { awaitingPayment, createPaymentLink, paymentTenant, resident } from '../test/payment-fixtures.js';
import { post, testApp, testConfig } from '../test/support.js';
import { remindExpiringLinksJob } from './payments-jobs.js';

const { app, db } = await testApp();
const silent = { info() {}, warn() {} };
const HOUR = 60 * 60 * 1000;

/** A resident with a payment link for one invoice; answers the link's reference and end. */
async function linked(tenant: Tenant, language = 'nl_NL') {
  const me = await resident(db, tenant, language);
  const { invoiceId } = await awaitingPayment(db, tenant, me.id);
  const answer = await createPaymentLink(app, tenant, me.cookie, invoiceId);
  expect(answer.statuscode).toBe('OK');
  const reference = answer.result[0].INTERNAL_REFERENCE as string;
  const row = await db
    .selectFrom('payments')
    .select(['expires_at'])
    .where('tenant_id', '=', tenant.id)
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  if (!row.expires_at) throw new Error('a payment link without an end');
  return { me, reference, expiresAt: new Date(row.expires_at) };
}

const runAt = (now: Date) => remindExpiringLinksJob.run({ db, config: testConfig(), log: silent, now });

async function reminders(tenant: Tenant) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('template', '=', 'payment_link_expiring')
    .orderBy('id')
    .execute();
}

describe('payment-link-expiring', () => {
  it('reminds once a day before the link ends, in the resident’s language, with the payment portal’s link', async () => {
    const tenant = await paymentTenant(db);
    const link = await linked(tenant, 'en_EN');
    await runAt(new Date(link.expiresAt.getTime() - 48 * HOUR));
    expect(await reminders(tenant)).toEqual([]);

    await runAt(new Date(link.expiresAt.getTime() - 12 * HOUR));
    await runAt(new Date(link.expiresAt.getTime() - 6 * HOUR));
    const sent = await reminders(tenant);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      relation_id: link.me.id,
      kind: 'payment_link_expiring',
      event_key: `payment:${link.reference}`,
      locale: 'en_EN',
      to_address: link.me.email,
    });
    expect(sent[0]?.subject).toBe('Your payment link expires soon');
    expect(sent[0]?.body).toContain(`/${tenant.code}/paymentportal?payment=${encodeURIComponent(link.reference)}`);
    expect(sent[0]?.body).toMatch(/valid until \d{2}-\d{2}-\d{4}/);
    // Expired, the job finds nothing more.
    await runAt(new Date(link.expiresAt.getTime() + HOUR));
    expect(await reminders(tenant)).toHaveLength(1);
  });

  it('two instances at once write one reminder per link', async () => {
    const tenant = await paymentTenant(db);
    const links = [await linked(tenant), await linked(tenant)];
    const at = new Date(Math.max(...links.map((l) => l.expiresAt.getTime())) - 12 * HOUR);
    await Promise.all([runAt(at), runAt(at)]);
    const sent = await reminders(tenant);
    expect(sent.map((m) => m.event_key).sort()).toEqual(links.map((l) => `payment:${l.reference}`).sort());
    expect(sent[0]?.subject).toBe('Uw betaallink verloopt binnenkort');
  });

  it('writes none when switched off, for a resident who turned it off, or for a withdrawn link', async () => {
    const off = await paymentTenant(db);
    await runCommand(db, 'set-setting', [off.code, 'MESSAGE_PAYMENT_LINK_EXPIRING=N'], {}, () => {});
    const switchedOff = await linked(off);

    const tenant = await paymentTenant(db);
    const optedOut = await linked(tenant);
    await replaceMessageOptOuts(db, tenant.id, optedOut.me.id, ['payment_link_expiring']);
    const withdrawn = await linked(tenant);
    const cancel = await post(
      app,
      tenant.code,
      'eloket/cancel_paymentlink',
      { p_transactionid: withdrawn.reference },
      { cookie: withdrawn.me.cookie },
    );
    expect(cancel.json().statuscode).toBe('OK');

    for (const link of [switchedOff, optedOut, withdrawn]) await runAt(new Date(link.expiresAt.getTime() - 12 * HOUR));
    expect(await reminders(off)).toEqual([]);
    expect(await reminders(tenant)).toEqual([]);
  });
});
