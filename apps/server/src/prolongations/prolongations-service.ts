/**
 * Prolongations (lifecycle 2.13, 3, 4.4; DECISIONS 2, Issued permits; decision 010): the next period of
 * an issued permit, offered by the job ahead of its end as a request of kind PROLONGATION in
 * AWAIT_CONFIRMATION. It moves like every request, only through applyRequestEvent: confirmed
 * (finalize_request_by_rqt_id) it is free and extends the permit at once, or costs money and waits
 * for its PROLONGATION invoice in the cart; paid, the invoice's effect below moves it to
 * PERMIT_CREATED, which extends the permit once. Withdrawn, it is CANCELLED and its invoice with it.
 */
import {
  type Locale,
  PCS_CODE_PROLONGATION,
  type Prolongation,
  priceCents,
  prolongationPeriod,
} from '@parkeerloket/contract';
import { sql } from 'kysely';
import { cartItemState } from '../cart/index.js';
import { catalogueNames, priceLineForRenewal } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/database.js';
import { productDocumentsByRequest } from '../documents/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import { notFound } from '../http/service-error.js';
import { openInvoiceJson } from '../invoices/index.js';
import {
  applyRequestEvent,
  findOwnRequest,
  insertRequest,
  listedRequestResult,
  NEW_REQUEST,
  openProlongationsQuery,
  readPlates,
  statusLabel,
  todayInAmsterdam,
  transition,
} from '../requests/index.js';
import type { DuePermit } from './prolongation-repository.js';

export interface OfferedProlongation {
  requestId: number;
  validFrom: string;
  validTo: string;
  priceCents: number;
}

/**
 * Stores the prolongation of a claimed permit: its next period by the permit's price line, at the
 * price of the line that prices the period's first day for the permit's days, with the permit's plates, waiting for the resident's
 * confirmation. Null when the line gives no next period (a fixed end date). Inside the claim's transaction.
 */
export async function offerProlongation(trx: Database, permit: DuePermit): Promise<OfferedProlongation | null> {
  const period = prolongationPeriod(permit.validTo, {
    periodType: permit.periodType,
    periodCount: permit.periodCount,
  });
  if (!period) return null;
  // After a price change from a date, the renewal is priced by the line that holds on its first day (decision 038).
  const line = await priceLineForRenewal(trx, permit.tenantId, permit.priceLineId, period.validFrom);
  const price = priceCents({ unitCents: line.price_cents, daySelection: permit.daySelection }, permit.validDays);
  const outcome = transition(NEW_REQUEST, {
    type: 'SUBMITTED',
    maxCheck: null,
    documentsRequired: 'none',
    // The resident always says yes first (lifecycle 4.4 "Continue: AWAIT_CONFIRMATION"): nobody is charged unasked.
    confirmationRequired: true,
    priceCents: price,
  });
  if (!outcome.ok) throw new Error(`a prolongation was refused: ${outcome.refusal}`);
  const plates = await readPlates(trx, permit.tenantId, permit.platesRequestId);
  const requestId = await insertRequest(
    trx,
    permit.tenantId,
    {
      relationId: permit.relationId,
      branchNumber: permit.branchNumber,
      kind: 'PROLONGATION',
      permitId: permit.permitId,
      permitTypeId: permit.permitTypeId,
      areaId: permit.areaId,
      locationId: permit.locationId,
      addressId: permit.addressId,
      staffel: permit.staffel,
      priceLineId: line.id,
      validFrom: period.validFrom,
      validTo: period.validTo,
      validDays: permit.validDaysText,
      specificLocation: permit.specificLocation,
      priceCents: price,
      status: outcome.status,
      statusText: null,
    },
    plates.map((plate) => ({
      position: plate.position,
      licensePlate: plate.license_plate,
      lease: plate.lease_yn,
      rdwChecked: plate.rdw_checked_yn,
      brand: plate.brand,
      colour: plate.colour,
      country: plate.country,
    })),
    'SUBMITTED',
  );
  return { requestId, ...period, priceCents: price };
}

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/**
 * eloket/get_vrex_permits: the relation's open prolongations with the product's fields. Awaiting
 * confirmation it may be continued and withdrawn; awaiting payment only while the cart offers its
 * invoice (not held by a payment that is still running), with the cart's status and invoice.
 * Two statements however many (issue 23): the prolongations with their plates, their permit's
 * requests and their open invoice as subselects, then the documents of all of them; the product
 * named from the catalogue kept in memory.
 */
export async function listProlongations(
  db: Database,
  tenantId: number,
  relationId: number,
  locale: Locale,
): Promise<Prolongation[]> {
  const rows = (
    await openProlongationsQuery(db, tenantId, relationId)
      .select(openInvoiceJson(sql.ref('x.tenant_id'), 'PROLONGATION', sql.ref('x.id')).as('invoice'))
      .execute()
  ).flatMap(({ permit_request_id, permit_plates_request_id, ...row }) =>
    // A prolongation's permit is never deleted; one without is not listed (as a join would not).
    permit_request_id === null
      ? []
      : [
          {
            ...row,
            permitRequestId: permit_request_id,
            platesRequestId: permit_plates_request_id ?? permit_request_id,
          },
        ],
  );
  if (rows.length === 0) return [];
  const names = await catalogueNames(db, tenantId);
  // The documents of the permit's request and of the request whose plates it carries, the oldest request's first.
  const documentRequests = (row: (typeof rows)[number]) =>
    [...new Set([row.permitRequestId, row.platesRequestId])].sort((a, b) => a - b);
  const documents = await productDocumentsByRequest(db, tenantId, [...new Set(rows.flatMap(documentRequests))], locale);
  const today = todayInAmsterdam();
  return rows.map((row) => {
    const { DOCUMENTS_TO_UPLOAD: _none, ...product } = listedRequestResult(row, names, locale);
    const own = documentRequests(row).flatMap((id) => documents.get(id) ?? []);
    // The cart's word on the invoice (PENDING_PAYMENT while a payment holds it), as the cart lists it.
    const item = row.invoice && cartItemState(row.invoice, row.invoice.open_payment_id, row, today);
    const confirming = row.status === 'AWAIT_CONFIRMATION';
    const status = item?.STATUSCODE ?? product.STATUSCODE;
    return {
      ...product,
      ROOT_RQT_ID: row.permitRequestId,
      REQUESTID: row.id,
      INVOICEID: row.invoice?.id ?? null,
      PCS_CODE: PCS_CODE_PROLONGATION,
      STATUSCODE: status,
      STATUS: statusLabel(locale, status),
      CAN_VREX: yn(confirming || item?.CAN_CONTINUE === 'Y'),
      CAN_CVRX: yn(confirming || item?.CAN_CANCEL === 'Y'),
      LICENSE_PLATES: row.plates.map((plate) => ({ LICENSE_PLATE: plate })),
      DOCUMENTS: own.length > 0 ? own : null,
    } satisfies Prolongation;
  });
}

/**
 * Withdraws a prolongation that is still waiting for the resident's confirmation (it has no invoice
 * yet; one with an invoice is withdrawn as a cart item). Only the caller's own prolongation.
 */
export async function withdrawProlongation(
  db: Database,
  tenantId: number,
  relationId: number,
  requestId: number,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const request = await findOwnRequest(trx, tenantId, relationId, requestId, { forUpdate: true });
    if (request?.kind !== 'PROLONGATION') throw notFound(`prolongation ${requestId}`);
    if (request.status !== 'AWAIT_CONFIRMATION') throw new BusinessFailure('REQUEST_STATE', request.status);
    const applied = await applyRequestEvent(trx, tenantId, requestId, { type: 'CANCELLED_BY_USER' }, { relationId });
    if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', `${applied.request.status}: ${applied.refusal}`);
    return requestId;
  });
}
