/**
 * The staff app's route table: one line per screen. `operationId` names the staff route whose roles
 * decide who sees the screen (in the navigation and when opened directly): the screen is shown to the
 * roles that may call it, read from the contract, so the navigation and the server cannot disagree.
 */
import type { StaffOperationId } from '@parkeerloket/contract';
import { type ComponentType, lazy } from 'react';

export interface StaffScreen {
  /** Below /{tenant}/beheer/: '' is the start screen. */
  path: string;
  /** The navigation's label (and the screen's title key). */
  labelKey: string;
  operationId: StaffOperationId;
  /** In the main navigation (screens opened from another, like a resident's file, are not). */
  nav: boolean;
  element: ComponentType;
}

export const STAFF_SCREENS: StaffScreen[] = [
  {
    path: '',
    labelKey: 'staff.nav.start',
    operationId: 'getStartCounts',
    nav: true,
    element: lazy(() => import('../features/start/start-page')),
  },
  {
    path: 'instellingen',
    labelKey: 'staff.nav.settings',
    operationId: 'getStaffSettings',
    nav: true,
    element: lazy(() => import('../features/settings/settings-page')),
  },
  {
    path: 'inwoners',
    labelKey: 'staff.nav.residents',
    operationId: 'searchResidents',
    nav: true,
    element: lazy(() => import('../features/residents/residents-search-page')),
  },
  {
    path: 'inwoners/:id',
    labelKey: 'staff.nav.resident',
    operationId: 'getResident',
    nav: false,
    element: lazy(() => import('../features/residents/resident-file-page')),
  },
  {
    path: 'inwoners/:id/vergunningen/:permitId',
    labelKey: 'staff.nav.permit',
    operationId: 'getResidentPermit',
    nav: false,
    element: lazy(() => import('../features/residents/resident-permit-page')),
  },
  {
    path: 'inwoners/:id/balie',
    labelKey: 'staff.nav.counter',
    operationId: 'identifyResident',
    nav: false,
    element: lazy(() => import('../features/counter/counter-page')),
  },
  {
    path: 'audit-regels',
    labelKey: 'staff.nav.audit',
    operationId: 'listAuditEntries',
    nav: true,
    element: lazy(() => import('../features/audit/audit-log-page')),
  },
  {
    path: 'documentbeoordelingen',
    labelKey: 'staff.queues.documents',
    operationId: 'listDocumentReviews',
    nav: true,
    element: lazy(() => import('../features/documents/documents-page')),
  },
  {
    path: 'documentbeoordelingen/:requestId',
    labelKey: 'staff.queues.documents',
    operationId: 'claimDocumentReview',
    nav: false,
    element: lazy(() => import('../features/documents/review-page')),
  },
  {
    path: 'terugbetalingen',
    labelKey: 'staff.queues.refunds',
    operationId: 'listRefundOrders',
    nav: true,
    element: lazy(() => import('../features/refunds/refunds-page')),
  },
  {
    path: 'betalingen-met-probleem',
    labelKey: 'staff.queues.payment_problems',
    operationId: 'listPaymentProblems',
    nav: true,
    element: lazy(() => import('../features/payment-problems/payment-problems-page')),
  },
  {
    path: 'taken',
    labelKey: 'staff.queues.jobs',
    operationId: 'listJobs',
    nav: true,
    element: lazy(() => import('../features/jobs/jobs-page')),
  },
  {
    path: 'wachtlijsten',
    labelKey: 'staff.nav.waiting_lists',
    operationId: 'listWaitingLists',
    nav: true,
    element: lazy(() => import('../features/waiting-lists/waiting-lists-page')),
  },
  {
    path: 'mededelingen',
    labelKey: 'staff.nav.announcements',
    operationId: 'listAnnouncements',
    nav: true,
    element: lazy(() => import('../features/announcements/announcements-page')),
  },
  {
    path: 'catalogus',
    labelKey: 'staff.nav.catalogue',
    operationId: 'getCatalogue',
    nav: true,
    element: lazy(() => import('../features/catalogue/catalogue-page')),
  },
  {
    path: 'exporten',
    labelKey: 'staff.nav.exports',
    operationId: 'exportPermits',
    nav: true,
    element: lazy(() => import('../features/exports/exports-page')),
  },
  {
    path: 'rapportages',
    labelKey: 'staff.nav.reports',
    operationId: 'getReports',
    nav: true,
    element: lazy(() => import('../features/reports/reports-page')),
  },
];
