/**
 * The messages of a permit's termination and its refund (issue 26, docs/messages.md): planned, changed,
 * cancelled, done; refund ordered and paid. Written through the mail area's `queueMessage` in the
 * transaction of the change, so a change that did not happen has no message and one that did has one.
 *
 * Event keys: the end of a permit happens once (`permit:<id>:ended`) and a refund is ordered and paid
 * once (`refund:<id>`); a planned end can be set, moved and cancelled again and again, so each decision
 * is its own event, keyed by the moment it was taken, and a decision that changes nothing (the same day
 * again) writes none.
 */
import { formatDisplayDate, formatEuro, type Locale } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { Database } from '../db/database.js';
import { queueMessage } from '../mail/index.js';
import { type EndingPermit, findPermitById, type PermitRow } from '../permits/index.js';
import { findTenantById, type Tenant } from '../tenants/index.js';
import { endPermit, findRefundOrder } from './termination-repository.js';

/** An account shown by its last four signs only: the resident knows which of theirs it is. */
export function maskedAccount(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  return compact.length > 4 ? `…${compact.slice(-4)}` : compact;
}

async function permitOf(trx: Database, tenantId: number, permitId: number) {
  const tenant = await findTenantById(trx, tenantId);
  const permit = await findPermitById(trx, tenantId, permitId);
  return tenant && permit ? { tenant, permit } : null;
}

function permitValues(permit: PermitRow) {
  return (locale: Locale) => ({ product: localized(permit.type_description, locale), number: permit.permit_number });
}

export type TerminationChange =
  | { kind: 'termination_planned' | 'termination_changed'; endDate: string; at: Date }
  | { kind: 'termination_cancelled'; at: Date }
  | { kind: 'termination_done'; endDate: string };

export async function messageTermination(
  trx: Database,
  tenantId: number,
  permitId: number,
  change: TerminationChange,
): Promise<void> {
  const found = await permitOf(trx, tenantId, permitId);
  if (!found) return;
  const { tenant, permit } = found;
  const values = permitValues(permit);
  const details = `/product-details/${permit.request_id}`;
  switch (change.kind) {
    case 'termination_planned':
    case 'termination_changed':
      await queueMessage(trx, {
        tenant,
        relationId: permit.relation_id,
        kind: change.kind,
        eventKey: `permit:${permit.id}:${change.kind}:${change.endDate}:${change.at.getTime()}`,
        values: (locale) => ({ ...values(locale), end: formatDisplayDate(change.endDate) }),
        linkPath: details,
        ics: { date: change.endDate },
      });
      return;
    case 'termination_cancelled':
      await queueMessage(trx, {
        tenant,
        relationId: permit.relation_id,
        kind: 'termination_cancelled',
        eventKey: `permit:${permit.id}:cancelled:${change.at.getTime()}`,
        values,
        linkPath: details,
      });
      return;
    case 'termination_done':
      await queueMessage(trx, {
        tenant,
        relationId: permit.relation_id,
        kind: 'termination_done',
        eventKey: `permit:${permit.id}:ended`,
        values: (locale) => ({ ...values(locale), end: formatDisplayDate(change.endDate) }),
        linkPath: `/permit-history-details/${permit.request_id}`,
      });
  }
}

/** A termination's refund ordered (its order OPEN: to be paid from the next SEPA file). */
export async function messageRefundOrdered(
  trx: Database,
  tenantId: number,
  refund: { id: number; permitId: number; amountCents: number; iban: string },
): Promise<void> {
  const found = await permitOf(trx, tenantId, refund.permitId);
  if (!found) return;
  const { tenant, permit } = found;
  await queueMessage(trx, {
    tenant,
    relationId: permit.relation_id,
    kind: 'refund_ordered',
    eventKey: `refund:${refund.id}`,
    values: (locale) => ({
      product: localized(permit.type_description, locale),
      amount: formatEuro(refund.amountCents, locale),
      account: maskedAccount(refund.iban),
    }),
    linkPath: '/payments',
  });
}

/**
 * A refund paid: for whoever records that the bank paid a refund order (the back office's PAID state,
 * issue 26). Call it in the transaction that marks the order paid; once per order, however often.
 * Answers whether a message was written.
 */
export async function messageRefundPaid(trx: Database, tenant: Tenant, refundOrderId: number): Promise<boolean> {
  const refund = await findRefundOrder(trx, tenant.id, refundOrderId);
  if (!refund) return false;
  const result = await queueMessage(trx, {
    tenant,
    relationId: refund.relation_id,
    kind: 'refund_paid',
    eventKey: `refund:${refund.id}`,
    values: (locale) => ({ amount: formatEuro(refund.amount_cents, locale), account: maskedAccount(refund.iban) }),
    linkPath: '/payments',
  });
  return result.queued;
}

/**
 * Ends a terminated permit (now, or its planned day by the job) with its messages: the permit ended, and
 * the refund its end made payable.
 */
export async function endTerminatedPermit(
  trx: Database,
  permit: EndingPermit,
  endDate: string,
  freedOn: string,
): Promise<void> {
  const opened = await endPermit(trx, permit, endDate, freedOn);
  await messageTermination(trx, permit.tenant_id, permit.id, { kind: 'termination_done', endDate });
  for (const refund of opened) await messageRefundOrdered(trx, permit.tenant_id, { ...refund, permitId: permit.id });
}
