import { type Kysely, sql } from 'kysely';

/**
 * The back office's work queues (issue 27, decision 034).
 *
 * Refund orders get the states of the staff's refund queue: APPROVED (a financial employee checked it),
 * PAID (the bank paid it) and FAILED (the bank returned it, with its reason), beside PLANNED, OPEN,
 * EXPORTED and CANCELLED; who ordered and approved it (a staff member's id; null where the resident or
 * the portal itself ordered it), for the four-eyes rule. An export keeps its pain.001 file, so the
 * screen can download it again without exporting an order twice.
 *
 * A document review is claimed by the reviewer who opens it for a while (a lease): one row per
 * request awaiting review, replaced when the lease has run out.
 *
 * Per municipality: whether refunds need four eyes, and the reasons a reviewer picks from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_orders drop constraint refund_orders_status_check`.execute(db);
  await sql`alter table refund_orders add constraint refund_orders_status_check
    check (status in ('PLANNED', 'OPEN', 'APPROVED', 'EXPORTED', 'PAID', 'FAILED', 'CANCELLED'))`.execute(db);
  await sql`alter table refund_orders add column ordered_by text`.execute(db);
  await sql`alter table refund_orders add column approved_by text`.execute(db);
  await sql`alter table refund_orders add column approved_at timestamptz`.execute(db);
  await sql`alter table refund_orders add column settled_at timestamptz`.execute(db);
  await sql`alter table refund_orders add column failure_reason text`.execute(db);
  // The refund queue lists by state, oldest first.
  await sql`create index refund_orders_by_status on refund_orders (tenant_id, status, created_at, id)`.execute(db);
  await sql`alter table refund_exports add column xml text`.execute(db);

  await sql`
    create table document_review_claims (
      tenant_id integer not null references tenants (id) on delete cascade,
      request_id integer not null,
      staff_id text not null,
      staff_name text not null,
      claimed_until timestamptz not null,
      primary key (tenant_id, request_id),
      foreign key (tenant_id, request_id) references requests (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`alter table tenants add column refund_four_eyes boolean not null default false`.execute(db);
  await sql`alter table tenants add column rejection_reasons jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants drop column rejection_reasons`.execute(db);
  await sql`alter table tenants drop column refund_four_eyes`.execute(db);
  await sql`drop table document_review_claims`.execute(db);
  await sql`alter table refund_exports drop column xml`.execute(db);
  await sql`drop index refund_orders_by_status`.execute(db);
  await sql`update refund_orders set status = 'OPEN' where status in ('APPROVED', 'FAILED')`.execute(db);
  await sql`update refund_orders set status = 'EXPORTED' where status = 'PAID'`.execute(db);
  for (const column of ['failure_reason', 'settled_at', 'approved_at', 'approved_by', 'ordered_by']) {
    await sql`alter table refund_orders drop column ${sql.raw(column)}`.execute(db);
  }
  await sql`alter table refund_orders drop constraint refund_orders_status_check`.execute(db);
  await sql`alter table refund_orders add constraint refund_orders_status_check
    check (status in ('PLANNED', 'OPEN', 'EXPORTED', 'CANCELLED'))`.execute(db);
}
