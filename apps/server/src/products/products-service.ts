/**
 * Issued products as the resident sees them (lifecycle 2.6, 2.8, 2.11, 3): current products and
 * history, each with its plates, valid days, cards, documents, planned end and every flag of section
 * 3 decided here, on the server, by the same rules the actions apply.
 */
import {
  amsterdamDay,
  euroFromCents,
  formatDisplayDate,
  hasFutureTerminationDay,
  type IssuedProduct,
  type Locale,
  permitPhase,
  refundCents,
} from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { productDocumentsByRequest } from '../documents/index.js';
import type { CallContext } from '../http/call-context.js';
import { translate } from '../http/messages.js';
import { type EnforcementRegistration, enforcementRegistrationJson } from '../parking-rights/index.js';
import { listPermitsWithFacts, type PermitRow, type PlateRow } from '../permits/index.js';
import { validDaysList } from '../requests/index.js';
import { callerRelationId } from '../sessions/index.js';
import { tenantSettings } from '../settings/index.js';
import { type PermitRefund, permitRefundJson, permitStateOf, refundTermsOf } from '../termination/index.js';
import { plateChangeFeeCents } from './plate-change-fee.js';
import { canAlterPlates, type PendingChange, pendingChangeOf } from './plate-change-rules.js';

export type ProductsCall = Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'now'>;

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** The status as the resident reads it, by the contract's permitPhase (the screens' validity rows follow the same rule). */
function statusText(locale: Locale, permit: PermitRow, today: string): string {
  const phase = permitPhase({
    ended: permitStateOf(permit) === 'ENDED',
    validFrom: permit.valid_from,
    validTo: permit.valid_to,
    plannedEnd: permit.planned_end_date,
    today,
  });
  switch (phase) {
    case 'ENDED':
      return translate(locale, `product.status.${permit.end_reason ?? 'EXPIRED'}`);
    case 'NOT_STARTED':
      return translate(locale, 'product.status.NOT_STARTED', { date: formatDisplayDate(permit.valid_from) });
    default:
      return translate(locale, `product.status.${phase}`);
  }
}

export interface ProductFacts {
  plates: PlateRow[];
  cards: string[];
  pending: PendingChange;
  /** A prolongation waits for the resident's confirmation or payment. */
  prolongation: boolean;
  /** What a plate change costs, in cents (plate-change-fee.ts: the municipality's setting or the catalogue's fee). */
  plateChangeFeeCents: number;
  /** In history: the refund its termination produced, if any. */
  refund?: PermitRefund | null;
  /** Whether its rights are registered for enforcement in the NPR (issue 30); null: it has none. */
  enforcement?: 'REGISTERED' | 'PENDING' | null;
}

/** One issued product on the wire; `documents` null when it has none. */
export function presentIssuedProduct(
  permit: PermitRow,
  facts: ProductFacts,
  documents: IssuedProduct['DOCUMENTS'],
  locale: Locale,
  today: string,
): IssuedProduct {
  const state = permitStateOf(permit);
  const current = state !== 'ENDED';
  const terminable = current && permit.terminable_yn === 'Y';
  const future =
    terminable &&
    permit.future_termination_yn === 'Y' &&
    hasFutureTerminationDay({ today, validFrom: permit.valid_from, validTo: permit.valid_to });
  const refund = current ? refundCents(refundTermsOf(permit), today) : 0;
  return {
    ROOT_RQT_ID: permit.request_id,
    REQUESTID: permit.request_id,
    STATUS: statusText(locale, permit, today),
    DESCRIPTION: localized(permit.type_description, locale),
    STAFFEL: permit.staffel,
    HAS_STAFFEL_YN: yn(permit.staffel > 1),
    LOCATIONDESCRIPTION:
      localized(permit.location_description ?? undefined, locale) || localized(permit.area_description, locale),
    LOCATION_SPECIFICATION: permit.specific_location || null,
    VALID_FROM: permit.valid_from,
    VALID_TO: permit.valid_to,
    VALID_FROM_TIME: permit.valid_from_time,
    VALID_TO_TIME: permit.valid_to_time,
    VALID_DAYS: validDaysList(permit.valid_days),
    LICENSE_PLATES: facts.plates.map((plate) => ({
      LICENSE_PLATE: plate.license_plate,
      LEASE: plate.lease_yn,
      RDW_CHECKED: plate.rdw_checked_yn,
      RDW_CHECK_DONE: plate.rdw_checked_yn,
      BRAND: plate.brand || null,
      COLOR: plate.colour || null,
      COUNTRY: plate.country || null,
    })),
    PRICE: euroFromCents(permit.price_cents),
    MIN_LICENSEPLATES: permit.min_plates,
    MAX_LICENSEPLATES: permit.max_plates,
    ALTER_LICENSEPLATE_COST: euroFromCents(facts.plateChangeFeeCents),
    CAN_ALTER_LICENSEPLATES: yn(canAlterPlates({ permitState: state, maxPlates: permit.max_plates })),
    CAN_TERMINATE: yn(terminable),
    CAN_FUTURE_TERMINATE: yn(future),
    RESTITUTION_AMOUNT: euroFromCents(refund),
    PLANNED_END_DATE: permit.planned_end_date,
    DOCUMENTS: documents,
    EXSISTING_VREX_YN: yn(current && facts.prolongation),
    EXISTING_VREX_YN: yn(current && facts.prolongation),
    CARDNUMBER: facts.cards[0] ?? null,
    CARDNUMBERS: facts.cards.map((card) => ({ CARDNUMBER: card })),
    HAS_PERMITPLUS_ACCOUNT_YN: permit.permitplus_yn,
    EXISTING_PAUSED_CHLI_YN: yn(current && facts.pending === 'paused'),
    EXISTING_TOBEPAID_CHLI_YN: yn(current && facts.pending === 'to_be_paid'),
    REGISTER_BRAND: permit.register_brand_yn,
    REGISTER_COLOUR: permit.register_colour_yn,
    REGISTER_LEASE: permit.lease_allowed_yn,
    // Left undefined when there is none, which the JSON leaves out: one object literal, not spreads into it (issue 29).
    REFUND_AMOUNT: facts.refund ? euroFromCents(facts.refund.amount_cents) : undefined,
    REFUND_STATUS: facts.refund ? facts.refund.status : undefined,
    ENFORCEMENT_REGISTRATION: facts.enforcement || undefined,
  };
}

/**
 * The caller's issued products, newest first: current ones (eloket/get_issued_permits) or those in
 * history (eloket/get_permits_history, the history area). Three statements however many products:
 * the session, the permits with their plates, cards and plate changes, and all their documents (the
 * settings, for the plate change fee, are the briefly kept map get_eloket_settings answers).
 * The relation is the session's: these read only rows of that relation, and a relation is never
 * deleted, so reading the relation itself would be a statement for nothing.
 */
export async function listIssuedProducts(call: ProductsCall, which: 'current' | 'history'): Promise<IssuedProduct[]> {
  const relationId = callerRelationId(call.session);
  // Current products carry what enforcement sees (the parking rights' fragment), history each permit's refund
  // (termination's fragment on its refund orders): in the same statement, read from `extra` where it is used rather
  // than copied with the whole row into a new object per permit (issue 29).
  const current = which === 'current';
  const permits: Awaited<ReturnType<typeof listPermitsWithFacts<PermitRefund | EnforcementRegistration>>> = current
    ? await listPermitsWithFacts(call.db, call.tenant.id, relationId, 'ACTIVE', enforcementRegistrationJson)
    : await listPermitsWithFacts(call.db, call.tenant.id, relationId, 'ENDED', permitRefundJson);
  const requestIdsOf = (permit: (typeof permits)[number]) =>
    [permit.request_id, ...permit.changes.map((c) => c.id)].sort((a, b) => a - b);
  const documents = await productDocumentsByRequest(
    call.db,
    call.tenant.id,
    permits.flatMap(requestIdsOf),
    call.locale,
  );
  const today = amsterdamDay(call.now);
  const settings = await tenantSettings(call.db, call.tenant.id);
  return permits.map((permit) => {
    const own = requestIdsOf(permit).flatMap((id) => documents.get(id) ?? []);
    const facts: ProductFacts = {
      plates: permit.plates,
      cards: permit.cards,
      pending: pendingChangeOf(permit.changes.map((c) => c.status)),
      prolongation: permit.prolonged,
      plateChangeFeeCents: plateChangeFeeCents(settings, permit.plate_change_cost_cents),
      refund: current ? null : (permit.extra as PermitRefund | null),
      enforcement: current ? (permit.extra as EnforcementRegistration | null) : null,
    };
    return presentIssuedProduct(permit, facts, own.length > 0 ? own : null, call.locale, today);
  });
}
