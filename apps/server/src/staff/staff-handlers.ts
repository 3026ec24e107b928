/**
 * Every staff route's handler, by operationId. Each group adds its own line (a spread of its
 * handlers); what a group needs from other areas' registries comes in `deps` from the composition root.
 */
import type { JobDefinition } from '../jobs/index.js';
import * as announcements from './announcements/announcements-handlers.js';
import type { StaffHandlers } from './api/staff-api-plugin.js';
import * as auditLog from './audit-log/audit-log-handlers.js';
import { catalogueHandlers } from './catalogue/catalogue-handlers.js';
import * as counter from './counter/counter-handlers.js';
import * as documents from './documents/documents-handlers.js';
import * as exportsGroup from './exports/exports-handlers.js';
import { createJobHandlers } from './jobs/jobs-handlers.js';
import * as paymentProblems from './payment-problems/payment-problems-handlers.js';
import { refundHandlers } from './refunds/refunds-handlers.js';
import * as reports from './reports/reports-handlers.js';
import * as residents from './residents/residents-handlers.js';
import * as session from './session/session-handlers.js';
import * as settings from './settings/settings-handlers.js';
import type { StaffCountSource } from './start/start-counts.js';
import { createStartHandlers } from './start/start-handlers.js';
import * as waitingLists from './waiting-lists/waiting-lists-handlers.js';

export interface StaffHandlerDeps {
  countSources: readonly StaffCountSource[];
  /** Every scheduled job (composition.ts serverJobs), for the jobs queue. */
  jobs?: () => readonly JobDefinition[];
}

export function createStaffHandlers(deps: StaffHandlerDeps): StaffHandlers {
  return {
    ...session,
    ...settings,
    ...residents,
    ...auditLog,
    ...createStartHandlers(deps.countSources),
    ...documents,
    ...refundHandlers,
    listPaymentProblems: paymentProblems.listPaymentProblems,
    refundPaymentProblem: paymentProblems.refundPaymentProblem,
    deliverPaymentProblem: paymentProblems.deliverPaymentProblemHandler,
    ...createJobHandlers(deps.jobs ?? (() => [])),
    ...waitingLists,
    ...announcements,
    ...counter,
    ...catalogueHandlers,
    ...exportsGroup,
    ...reports,
  };
}
