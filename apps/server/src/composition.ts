/**
 * The composition root's registries: what several areas contribute to is listed here, so that no
 * area imports the areas that contribute to it (docs/architecture.md draws the layers).
 * - HOME_COUNT_SOURCES: each home count, from the area that owns the counted rows;
 * - serverJobs: every scheduled job, for the one job runner and the operator tool;
 * - wireEffects: what paying an invoice of each kind and ending a permit bring, across areas, and the
 *   payments' fragments for which open payment holds an invoice (the invoices' queries ask them).
 * The handler list (handlers.ts) and the login -> payment hand-off are beside it.
 */

import type { OverviewCountName } from '@parkeerloket/contract';
import { announcementsForResident } from './announcements/index.js';
import { cartCountPart } from './cart/index.js';
import { countRequestablePermits } from './catalogue/index.js';
import { countReviewQueue } from './documents/index.js';
import { type AnnouncementSource, type CountSource, fixedCountSource } from './home/index.js';
import { onInvoicePaid, onPaymentHolding } from './invoices/index.js';
import type { JobDefinition } from './jobs/index.js';
import { cleanupJob } from './login/index.js';
import { parkingRightsJobs, syncPermitRights } from './parking-rights/index.js';
import { countOpenPayments, PAYMENT_JOBS, paymentHolding, paymentIdHolding } from './payments/index.js';
import { activePermitsCountQuery, onPermitChanged, onPermitEnded } from './permits/index.js';
import { permitJobs } from './products/index.js';
import { createProlongationJobs } from './prolongations/index.js';
import {
  cancelPlateChangesOfEndedPermit,
  countPendingRequests,
  openProlongationsCountQuery,
  payRequestInvoice,
} from './requests/index.js';
import { type StaffCountSource, staffAuditRetentionJob, staffSessionCleanupJob } from './staff/index.js';
import { countRefundOrders, terminationJobs } from './termination/index.js';
import { freePermitPlace, liveEntriesCountQuery, waitingListJobs } from './waiting-list/index.js';

/**
 * The home counts' source per count, from the area that owns the counted rows. Each answers a CountPart (a subselect of its
 * own tables) so that all counts cost one statement together (overview-counts.ts).
 */
export const HOME_COUNT_SOURCES: Partial<Record<OverviewCountName, CountSource>> = {
  requestable_permits_count: (scope) => countRequestablePermits(scope),
  // The others count the relation's own rows: their subselects are compiled once (fixedCountSource).
  pending_permits_count: fixedCountSource((scope) => countPendingRequests(scope)),
  shopping_cart_count: fixedCountSource((scope) => cartCountPart(scope)),
  payments_count: fixedCountSource((scope) => countOpenPayments(scope)),
  // What /current-products lists: the relation's ACTIVE permits.
  issued_permits_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: activePermitsCountQuery(db, tenantId, relationId) },
  ),
  // What /prolongations lists: the relation's prolongations to confirm or pay.
  vrex_permits_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: openProlongationsCountQuery(db, tenantId, relationId) },
  ),
  // What /waiting-list lists: the relation's live entries.
  waitinglist_request_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: liveEntriesCountQuery(db, tenantId, relationId) },
  ),
};

/** Home's announcements (issue 28): the live ones that reach the resident, from the announcements area. */
export const HOME_ANNOUNCEMENTS: AnnouncementSource = async (scope) =>
  (await announcementsForResident(scope)).map((a) => ({
    ID: a.id,
    TITLE: a.title,
    BODY: a.body,
    FROM_DATE: a.fromDate,
    UNTIL_DATE: a.untilDate,
  }));

/**
 * The back office's start-screen counts (issue 27): one per work queue, from the area that owns the
 * counted rows, each shown to the roles of its queue. The queues and the file add theirs here.
 */
export const STAFF_COUNT_SOURCES: StaffCountSource[] = [
  // The document queue: requests awaiting review.
  {
    name: 'documentbeoordelingen',
    roles: ['beheerder', 'beoordelaar', 'auditor'],
    count: ({ db, tenantId }) => countReviewQueue(db, tenantId),
  },
  // The refund queue: orders someone must act on (approve, export, record the bank's answer, give an account).
  {
    name: 'terugbetalingen',
    roles: ['beheerder', 'financien', 'auditor'],
    count: ({ db, tenantId }) =>
      countRefundOrders(db, tenantId, { statuses: ['OPEN', 'APPROVED', 'EXPORTED', 'FAILED'] }),
  },
  // Payments whose money could not be delivered against and is not back with the payer yet.
  {
    name: 'betalingen-met-probleem',
    roles: ['beheerder', 'financien', 'auditor'],
    count: ({ db, tenantId }) =>
      countRefundOrders(db, tenantId, { paymentsOnly: true, statuses: ['OPEN', 'APPROVED', 'EXPORTED', 'FAILED'] }),
  },
];

/** Every scheduled job of the server; an area writes its jobs in its own folder as `<area>-jobs.ts`. */
export function serverJobs(options: { outbox?: JobDefinition | undefined } = {}): JobDefinition[] {
  return [
    ...(options.outbox ? [options.outbox] : []),
    cleanupJob,
    ...permitJobs,
    ...terminationJobs,
    ...PAYMENT_JOBS,
    ...waitingListJobs,
    ...createProlongationJobs(),
    ...parkingRightsJobs,
    staffAuditRetentionJob,
    staffSessionCleanupJob,
  ];
}

/**
 * What paying an invoice brings, per kind: every kind's subject is a request (a plate change and a
 * prolongation are requests of their own kind), moved on by its PAID event. What ending a permit
 * brings: its place freed for the waiting list, and a plate change still waiting cancelled (its fee
 * with it). Wired when the root is
 * loaded, so the server, the operator tool and the tests (which build the app from handlers.ts)
 * all settle payments with the same effects.
 */
function wireEffects(): void {
  onInvoicePaid('REQUEST', payRequestInvoice);
  // The fee of a plate change: its LICENSE_CHANGE request's PAID, which points the permit at the new plates.
  onInvoicePaid('PLATE_CHANGE', payRequestInvoice);
  onInvoicePaid('PROLONGATION', payRequestInvoice);
  onPermitEnded(freePermitPlace);
  onPermitEnded(cancelPlateChangesOfEndedPermit);
  // What enforcement sees: every change of a permit's validity or plates plans its NPR rights again.
  onPermitChanged(syncPermitRights);
  // Which open payment holds an invoice: the payments' tables, asked by the invoices' queries below them.
  onPaymentHolding({ paymentIdHolding, paymentHolding });
}

wireEffects();
