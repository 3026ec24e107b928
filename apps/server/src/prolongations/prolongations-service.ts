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
import { listCart } from '../cart/index.js';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/database.js';
import { productDocumentsOf } from '../documents/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import { notFound } from '../http/service-error.js';
import {
  applyRequestEvent,
  findOwnRequest,
  insertRequest,
  NEW_REQUEST,
  readPlates,
  requestResultOf,
  statusLabel,
  todayInAmsterdam,
  transition,
} from '../requests/index.js';
import { type DuePermit, listOpenProlongations } from './prolongation-repository.js';

export interface OfferedProlongation {
  requestId: number;
  validFrom: string;
  validTo: string;
  priceCents: number;
}

/**
 * Stores the prolongation of a claimed permit: its next period by the permit's price line, at that
 * line's price for the permit's days, with the permit's plates, waiting for the resident's
 * confirmation. Null when the line gives no next period (a fixed end date). Inside the claim's transaction.
 */
export async function offerProlongation(trx: Database, permit: DuePermit): Promise<OfferedProlongation | null> {
  const period = prolongationPeriod(permit.validTo, {
    periodType: permit.periodType,
    periodCount: permit.periodCount,
  });
  if (!period) return null;
  const price = priceCents({ unitCents: permit.unitCents, daySelection: permit.daySelection }, permit.validDays);
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
      priceLineId: permit.priceLineId,
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
 */
export async function listProlongations(
  db: Database,
  tenantId: number,
  relationId: number,
  locale: Locale,
): Promise<Prolongation[]> {
  const rows = await listOpenProlongations(db, tenantId, relationId);
  if (rows.length === 0) return [];
  const cart = new Map(
    (await listCart(db, tenantId, relationId, locale, ['PROLONGATION'], todayInAmsterdam())).map((item) => [
      item.REQUESTID,
      item,
    ]),
  );
  return Promise.all(
    rows.map(async (row) => {
      const result = await requestResultOf(db, tenantId, row, locale);
      const plates = await readPlates(db, tenantId, row.id);
      const documents = await productDocumentsOf(
        db,
        tenantId,
        [...new Set([row.permit_request_id, row.permit_plates_request_id ?? row.permit_request_id])],
        locale,
      );
      const item = cart.get(row.id);
      const confirming = row.status === 'AWAIT_CONFIRMATION';
      // Awaiting payment, the cart's word counts: PENDING_PAYMENT while a payment holds the invoice.
      const status = item?.STATUSCODE ?? result.STATUSCODE;
      const { DOCUMENTS_TO_UPLOAD: _ignored, ...product } = result;
      return {
        ...product,
        ROOT_RQT_ID: row.permit_request_id,
        REQUESTID: row.id,
        INVOICEID: item?.INVOICEID ?? null,
        PCS_CODE: PCS_CODE_PROLONGATION,
        STATUSCODE: status,
        STATUS: statusLabel(locale, status),
        CAN_VREX: yn(confirming || item?.CAN_CONTINUE === 'Y'),
        CAN_CVRX: yn(confirming || item?.CAN_CANCEL === 'Y'),
        LICENSE_PLATES: plates.map((plate) => ({ LICENSE_PLATE: plate.license_plate })),
        DOCUMENTS: documents.length > 0 ? documents : null,
      } satisfies Prolongation;
    }),
  );
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
