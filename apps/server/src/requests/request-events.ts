/**
 * Moving a stored request: the one way every area changes a request's status (documents, waiting
 * list, payments, termination, prolongations). Each move asks the state machine
 * (request-machine.ts) and writes the new status, its transition row and whatever the status
 * brings in one transaction. See docs/request-lifecycle.md.
 */
import type { RequestStatuscode } from '@parkeerloket/contract';
import { confirmationRequired } from '../catalogue/index.js';
import { type Database, inTransaction } from '../db/database.js';
import type { InvoiceKind, RequestKind } from '../db/schema.js';
import { notFound } from '../http/service-error.js';
import { cancelOpenInvoice, createInvoice, type InvoiceRow } from '../invoices/index.js';
import { applyPlateChange, assignPermitCard, createPermit, type EndingPermit, extendPermit } from '../permits/index.js';
import { type RequestEvent, type TransitionOutcome, transition } from './request-machine.js';
import { messagePermitIssued, messagePlateChangeDone } from './request-messages.js';
import {
  findOwnRequest,
  findRequest,
  listOpenRequestIdsOfPermit,
  type RequestRow,
  updateRequestStatus,
} from './request-repository.js';

/** An event on a stored request; the facts the machine needs about the request itself are added here. */
export type StoredRequestEvent =
  | { type: 'DOCUMENTS_CONTINUED'; allRequiredUploaded: boolean; anyUploaded: boolean }
  | { type: 'DOCUMENTS_REVIEWED'; outcome: 'accepted' | 'rejected' | 'rejected_upload' }
  | { type: 'CONFIRMED' }
  | { type: 'PAID' }
  | { type: 'CANCELLED_BY_USER' }
  | { type: 'ADDED_TO_WAITING_LIST' };

export type AppliedEvent =
  | { ok: true; from: RequestStatuscode; status: RequestStatuscode; request: RequestRow }
  | { ok: false; refusal: Extract<TransitionOutcome, { ok: false }>['refusal']; request: RequestRow };

async function completeEvent(db: Database, tenantId: number, request: RequestRow, event: StoredRequestEvent) {
  switch (event.type) {
    case 'DOCUMENTS_CONTINUED':
      return {
        ...event,
        confirmationRequired: await confirmationRequired(db, tenantId, request.permit_type_id),
        priceCents: request.price_cents,
      } satisfies RequestEvent;
    case 'CONFIRMED':
      return { ...event, priceCents: request.price_cents } satisfies RequestEvent;
    default:
      return event satisfies RequestEvent;
  }
}

/**
 * The invoice a request's price is charged on. A prolongation's and a plate change's are their own
 * kinds, so the cart lists them as what they are (vrex_request WEB_VREX; rpay_request WEB_CHLI from
 * get_rpay_permits); whatever the kind, its subject is the request, moved on by its PAID event.
 */
const INVOICE_KIND: Record<RequestKind, InvoiceKind> = {
  NEW: 'REQUEST',
  WAITING_LIST: 'REQUEST',
  LICENSE_CHANGE: 'PLATE_CHANGE',
  PROLONGATION: 'PROLONGATION',
};

function invoiceKindOf(request: RequestRow): InvoiceKind {
  return INVOICE_KIND[request.kind];
}

/** What entering a status brings, written with it (also by the submit, which stores a new request in its first status). */
export async function enterStatus(trx: Database, tenantId: number, request: RequestRow, status: string): Promise<void> {
  // A plate change is a request of its own kind (decision 007): its fee is its own invoice, of kind PLATE_CHANGE.
  if (status === 'AWAIT_PAYMENT') {
    await createInvoice(trx, tenantId, {
      kind: invoiceKindOf(request),
      subjectId: request.id,
      requestId: request.id,
      relationId: request.relation_id,
      amountCents: request.price_cents,
    });
  }
  if (status === 'PERMIT_CREATED') {
    if (request.kind === 'LICENSE_CHANGE') {
      await applyPlateChange(trx, tenantId, request);
      await messagePlateChangeDone(trx, tenantId, request);
    }
    // A prolongation moves its permit's end (decision 010); it never makes a permit of its own.
    else if (request.kind === 'PROLONGATION') await extendPermit(trx, tenantId, request);
    else {
      const permitId = await createPermit(trx, tenantId, request);
      await assignPermitCard(trx, tenantId, permitId);
      await messagePermitIssued(trx, tenantId, permitId);
    }
  }
  if (status === 'CANCELLED')
    await cancelOpenInvoice(trx, tenantId, { kind: invoiceKindOf(request), subjectId: request.id });
}

/**
 * Applies an event to a stored request: locks it, asks the machine, and on a yes writes the new
 * status, its transition row and what the status brings (invoice, permit, cancelled invoice), all
 * in one transaction (the caller's, when `db` is one). With `relationId` only that relation's
 * request is found. An unknown request (or another tenant's or relation's) is NOT_FOUND; a refusal
 * is returned, not thrown, so the caller chooses its answer.
 */
export async function applyRequestEvent(
  db: Database,
  tenantId: number,
  requestId: number,
  event: StoredRequestEvent,
  options: { relationId?: number } = {},
): Promise<AppliedEvent> {
  return inTransaction(db, async (trx) => {
    const request =
      options.relationId === undefined
        ? await findRequest(trx, tenantId, requestId, { forUpdate: true })
        : await findOwnRequest(trx, tenantId, options.relationId, requestId, { forUpdate: true });
    if (!request) throw notFound(`request ${requestId}`);
    const from = request.status as RequestStatuscode;
    const outcome = transition(from, await completeEvent(trx, tenantId, request, event));
    if (!outcome.ok) return { ok: false, refusal: outcome.refusal, request };
    const moved = await updateRequestStatus(trx, tenantId, request.id, { from, to: outcome.status, event: event.type });
    if (!moved) return { ok: false, refusal: 'not_allowed', request };
    const updated: RequestRow = { ...request, status: outcome.status };
    await enterStatus(trx, tenantId, updated, outcome.status);
    return { ok: true, from, status: outcome.status, request: updated };
  });
}

/**
 * What paying a request's invoice brings (a new request's, a plate change's, a prolongation's): the
 * request's PAID event, so its permit is issued, changed or extended once (the machine refuses a
 * second PAID). The composition root registers it for those invoice kinds; it runs in the transaction
 * that marks the invoice paid.
 */
export async function payRequestInvoice(trx: Database, tenantId: number, invoice: InvoiceRow): Promise<void> {
  const applied = await applyRequestEvent(trx, tenantId, invoice.subject_id, { type: 'PAID' });
  // The payment checked the request under lock before; a refusal here is a bug, not a user error.
  if (!applied.ok) throw new Error(`request ${invoice.subject_id} refused PAID: ${applied.refusal}`);
}

/**
 * Cancels a permit's open requests of these kinds through the machine, and their open invoices with
 * them: what can no longer be delivered once the permit ends or its end is planned (a next period,
 * a plate change). Inside the transaction that ends the permit.
 */
export async function cancelOpenRequestsOfPermit(
  trx: Database,
  tenantId: number,
  permitId: number,
  kinds: readonly RequestKind[],
): Promise<void> {
  for (const id of await listOpenRequestIdsOfPermit(trx, tenantId, permitId, kinds)) {
    await applyRequestEvent(trx, tenantId, id, { type: 'CANCELLED_BY_USER' });
  }
}

/**
 * What ending a permit brings to its plate changes: one still waiting (for documents, a confirmation or
 * its fee) can no longer be delivered, so it is cancelled with its open PLATE_CHANGE invoice, and no fee
 * is paid for plates of an ended permit. The composition root registers it for every way a permit ends
 * (its end date passed, a planned or an immediate termination); inside the transaction that ends it.
 */
export async function cancelPlateChangesOfEndedPermit(trx: Database, permit: EndingPermit): Promise<void> {
  await cancelOpenRequestsOfPermit(trx, permit.tenant_id, permit.id, ['LICENSE_CHANGE']);
}
