/**
 * Ending a permit (lifecycle 2.10, 4.8; DECISIONS 1, Termination date; 3, Refunds): now or on a
 * planned last valid day, with the unused part refunded to an IBAN; changing or cancelling a planned
 * termination. The permit row is locked for the whole decision, the state change is the machine's
 * (termination-machine.ts), and the refund order is written in the same transaction.
 */
import { amsterdamDay, refundCents, terminationMoment } from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import type { RequestKind } from '../db/schema.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { invalidParameters } from '../http/service-error.js';
import { openPaymentsOfRequests } from '../invoices/index.js';
import { notifyOutbox } from '../mail/index.js';
import { requireOwnPermit, setPlannedEnd } from '../permits/index.js';
import { checkIbanNumber, hasControlCharacters } from '../profile/index.js';
import { cancelOpenRequestsOfPermit, listOpenRequestIdsOfPermit } from '../requests/index.js';
import { callerRelation } from '../sessions/index.js';
import { refundTermsOf } from './refund-terms.js';
import { permitStateOf, terminationTransition } from './termination-machine.js';
import { endTerminatedPermit, messageRefundOrdered, messageTermination } from './termination-messages.js';
import { cancelPlannedRefund, insertRefundOrder } from './termination-repository.js';

export type TerminationCall = Pick<CallContext, 'db' | 'tenant' | 'session' | 'now'> & {
  /**
   * Ends the open payments named (by reference) at the provider and here, or refuses (the payments
   * area's, given by the composition root). Without it a fee in an open payment refuses the termination.
   */
  endOpenPayments?: ((references: readonly string[]) => Promise<void>) | undefined;
  /**
   * A staff member ends the permit for the resident at the counter (issue 28): the same decision, and `record`
   * writes the staff audit row (and the resident's message that it was done for them) in its transaction.
   */
  onBehalf?: { record: (trx: Database, answer: TerminateAnswer & { permitId: number }) => Promise<void> } | undefined;
};

/**
 * What ending the permit cancels (a next period, a plate change waiting) is paid for by open payments:
 * those are ended first, outside the permit's transaction (a provider is never called with rows locked).
 */
class HeldByOpenPayments extends Error {
  constructor(readonly references: readonly string[]) {
    super(`held by open payments ${references.length}`);
  }
}

export interface TerminateInput {
  rootRequestId: number;
  /** YYYY-MM-DD, the last valid day; absent: now. */
  endDate?: string | undefined;
  /** Normalised by the contract's schema (ibanPairShape), as the handler passes it on. */
  iban?: string | undefined;
  owner?: string | undefined;
}

/** A termination done: ended now or planned, on which last valid day, and the refund ordered to which account. */
export interface TerminateAnswer {
  kind: 'now' | 'scheduled';
  endDate: string;
  refundCents: number;
  /** The account the refund goes to (normalised); empty when nothing is refunded. */
  iban: string;
}

/**
 * terminate_permit: now or on a planned day; a refund needs a valid IBAN and owner. A fee it would
 * cancel while an open payment holds it (a plate change's, a next period's) ends that payment at the
 * provider first, so its checkout can no longer be paid; a provider that will not cancel it refuses
 * the termination (PAYMENT_NOT_CANCELABLE). A payment paid meanwhile has delivered what it paid for.
 */
export async function terminatePermit(call: TerminationCall, input: TerminateInput): Promise<TerminateAnswer> {
  try {
    const answer = await terminateOnce(call, input, { endPayments: call.endOpenPayments !== undefined });
    notifyOutbox();
    return answer;
  } catch (error) {
    if (!(error instanceof HeldByOpenPayments) || !call.endOpenPayments) throw error;
    await call.endOpenPayments(error.references);
  }
  // A payment started again in between refuses it, as a withdrawal would be.
  const answer = await terminateOnce(call, input, { endPayments: false });
  notifyOutbox();
  return answer;
}

async function terminateOnce(
  call: TerminationCall,
  input: TerminateInput,
  options: { endPayments: boolean },
): Promise<TerminateAnswer> {
  const { db } = call;
  const tenantId = call.tenant.id;
  const relation = await callerRelation(db, tenantId, call.session);
  const today = amsterdamDay(call.now);
  return db.transaction().execute(async (trx) => {
    const permit = await requireOwnPermit(trx, tenantId, relation.id, input.rootRequestId, { forUpdate: true });
    const moment = terminationMoment(
      {
        today,
        validFrom: permit.valid_from,
        validTo: permit.valid_to,
        canFutureTerminate: permit.future_termination_yn === 'Y',
      },
      input.endDate,
    );
    if (!moment.ok) throw new BusinessFailure('TERMINATION_DATE', moment.problem);
    const state = permitStateOf(permit);
    const event = moment.kind === 'now' ? 'TERMINATE_NOW' : 'SCHEDULE';
    const outcome = terminationTransition(state, event, { terminable: permit.terminable_yn === 'Y' });
    if (!outcome.ok) throw new BusinessFailure('PERMIT_STATE', outcome.refusal);

    const refund = refundCents(refundTermsOf(permit), moment.endDate);
    const iban = input.iban ?? '';
    const owner = input.owner ?? '';
    if (refund > 0) {
      if (iban === '' || owner === '' || checkIbanNumber(iban)) throw new BusinessFailure('REFUND_ACCOUNT_REQUIRED');
      if (hasControlCharacters(owner)) throw invalidParameters([{ FIELD: 'p_bankaccount_owner', CODE: 'invalid' }]);
    }
    const cancelling: RequestKind[] = moment.kind === 'now' ? ['PROLONGATION', 'LICENSE_CHANGE'] : ['PROLONGATION'];
    const held = await openPaymentsOfRequests(
      trx,
      tenantId,
      await listOpenRequestIdsOfPermit(trx, tenantId, permit.id, cancelling),
      { forUpdate: true },
    );
    if (held.size > 0) {
      if (options.endPayments) throw new HeldByOpenPayments([...held.values()].map((h) => h.reference));
      throw new BusinessFailure('CART_ITEM_IN_PAYMENT', `permit ${permit.id}: ${held.size} in an open payment`);
    }
    // A new decision replaces a planned one, with its refund.
    await cancelPlannedRefund(trx, tenantId, permit.id);
    if (refund > 0) {
      const refundId = await insertRefundOrder(trx, tenantId, {
        relationId: relation.id,
        permitId: permit.id,
        amountCents: refund,
        iban,
        owner,
        endDate: moment.endDate,
        status: moment.kind === 'now' ? 'OPEN' : 'PLANNED',
      });
      if (moment.kind === 'now') {
        await messageRefundOrdered(trx, tenantId, { id: refundId, permitId: permit.id, amountCents: refund, iban });
      }
    }
    // Ending, now or later: a next period offered before is withdrawn (decision 010).
    await cancelOpenRequestsOfPermit(trx, tenantId, permit.id, ['PROLONGATION']);
    if (moment.kind === 'now') {
      await cancelOpenRequestsOfPermit(trx, tenantId, permit.id, ['LICENSE_CHANGE']);
      await endTerminatedPermit(trx, permit, today, today);
    } else {
      await setPlannedEnd(trx, tenantId, permit.id, moment.endDate);
      // The same day again changes nothing, and says nothing.
      if (permit.planned_end_date !== moment.endDate) {
        await messageTermination(trx, tenantId, permit.id, {
          kind: permit.planned_end_date ? 'termination_changed' : 'termination_planned',
          endDate: moment.endDate,
          at: call.now,
        });
      }
    }
    await recordAudit(trx, tenantId, {
      event: moment.kind === 'now' ? 'permit.terminate' : 'permit.terminate_planned',
      outcome: 'success',
      relationId: relation.id,
      detail: `permit ${permit.id} (request ${permit.request_id}) ends ${moment.endDate}, refund ${refund} cents`,
    });
    const answer = { kind: moment.kind, endDate: moment.endDate, refundCents: refund, iban: refund > 0 ? iban : '' };
    await call.onBehalf?.record(trx, { ...answer, permitId: permit.id });
    return answer;
  });
}

/** cancel_future_ong ("Don't terminate"): the planned termination and its refund are cancelled. */
export async function cancelPlannedTermination(call: TerminationCall, rootRequestId: number): Promise<void> {
  const { db } = call;
  const tenantId = call.tenant.id;
  const relation = await callerRelation(db, tenantId, call.session);
  await db.transaction().execute(async (trx) => {
    const permit = await requireOwnPermit(trx, tenantId, relation.id, rootRequestId, { forUpdate: true });
    const outcome = terminationTransition(permitStateOf(permit), 'CANCEL_PLANNED', {
      terminable: permit.terminable_yn === 'Y',
    });
    if (!outcome.ok) throw new BusinessFailure('PERMIT_STATE', outcome.refusal);
    await setPlannedEnd(trx, tenantId, permit.id, null);
    await cancelPlannedRefund(trx, tenantId, permit.id);
    await messageTermination(trx, tenantId, permit.id, { kind: 'termination_cancelled', at: call.now });
    await recordAudit(trx, tenantId, {
      event: 'permit.terminate_cancelled',
      outcome: 'success',
      relationId: relation.id,
      detail: `permit ${permit.id} (request ${permit.request_id})`,
    });
  });
  notifyOutbox();
}
