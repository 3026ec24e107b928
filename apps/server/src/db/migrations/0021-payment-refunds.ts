import { type Kysely, sql } from 'kysely';

/**
 * Money received for something the portal can no longer deliver (a payment paid after it was
 * cancelled, withdrawn or overtaken, or paid with another amount than its invoices) becomes a refund
 * order of its own: one per payment, without a permit and without an end date. A termination's order
 * keeps its permit; an order has exactly one of the two. The simulator records what its payer paid
 * and from which account, as Mollie reports them, so the tests can pay another amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_orders alter column permit_id drop not null`.execute(db);
  await sql`alter table refund_orders alter column end_date drop not null`.execute(db);
  await sql`alter table refund_orders add column payment_id integer`.execute(db);
  await sql`alter table refund_orders add constraint refund_orders_payment
    foreign key (tenant_id, payment_id) references payments (tenant_id, id)`.execute(db);
  await sql`alter table refund_orders add constraint refund_orders_one_subject
    check ((permit_id is null) <> (payment_id is null))`.execute(db);
  await sql`alter table refund_orders add constraint refund_orders_permit_ends
    check (permit_id is null or end_date is not null)`.execute(db);
  // A payment is refunded at most once.
  await sql`create unique index refund_orders_one_per_payment on refund_orders (tenant_id, payment_id)
    where payment_id is not null`.execute(db);
  await sql`alter table payment_simulator_payments add column paid_cents integer`.execute(db);
  await sql`alter table payment_simulator_payments add column payer_iban text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_simulator_payments drop column payer_iban`.execute(db);
  await sql`alter table payment_simulator_payments drop column paid_cents`.execute(db);
  await sql`delete from refund_orders where payment_id is not null`.execute(db);
  await sql`drop index refund_orders_one_per_payment`.execute(db);
  await sql`alter table refund_orders drop constraint refund_orders_permit_ends`.execute(db);
  await sql`alter table refund_orders drop constraint refund_orders_one_subject`.execute(db);
  await sql`alter table refund_orders drop constraint refund_orders_payment`.execute(db);
  await sql`alter table refund_orders drop column payment_id`.execute(db);
  await sql`alter table refund_orders alter column end_date set not null`.execute(db);
  await sql`alter table refund_orders alter column permit_id set not null`.execute(db);
}
