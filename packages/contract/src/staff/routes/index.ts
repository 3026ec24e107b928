/**
 * Every route of the staff API. Each group's file exports its list; add one import line per group.
 * The server registers exactly these, the OpenAPI document lists exactly these, and the generated
 * role test walks exactly these.
 */
import { ANNOUNCEMENT_ROUTES } from './announcements.js';
import { AUDIT_ROUTES } from './audit.js';
import { CATALOGUE_ROUTES } from './catalogue.js';
import { COUNTER_ROUTES } from './counter.js';
import { DOCUMENT_ROUTES } from './documents.js';
import { EXPORT_ROUTES } from './exports.js';
import { JOB_ROUTES } from './jobs.js';
import { PAYMENT_PROBLEM_ROUTES } from './payment-problems.js';
import { REFUND_ROUTES } from './refunds.js';
import { REPORT_ROUTES } from './reports.js';
import { RESIDENT_ROUTES } from './residents.js';
import { SESSION_ROUTES } from './session.js';
import { SETTINGS_ROUTES } from './settings.js';
import { START_ROUTES } from './start.js';
import { WAITING_LIST_ROUTES } from './waiting-lists.js';

export const STAFF_ROUTES = [
  ...SESSION_ROUTES,
  ...START_ROUTES,
  ...SETTINGS_ROUTES,
  ...RESIDENT_ROUTES,
  ...AUDIT_ROUTES,
  ...DOCUMENT_ROUTES,
  ...REFUND_ROUTES,
  ...PAYMENT_PROBLEM_ROUTES,
  ...JOB_ROUTES,
  ...WAITING_LIST_ROUTES,
  ...ANNOUNCEMENT_ROUTES,
  ...COUNTER_ROUTES,
  ...CATALOGUE_ROUTES,
  ...EXPORT_ROUTES,
  ...REPORT_ROUTES,
] as const;

export type StaffRouteOf<Id extends (typeof STAFF_ROUTES)[number]['operationId']> = Extract<
  (typeof STAFF_ROUTES)[number],
  { operationId: Id }
>;
export type StaffOperationId = (typeof STAFF_ROUTES)[number]['operationId'];
export * from './announcements.js';
export * from './audit.js';
export * from './catalogue.js';
export * from './counter.js';
export * from './documents.js';
export * from './exports.js';
export * from './jobs.js';
export * from './payment-problems.js';
export * from './refunds.js';
export * from './reports.js';
export * from './residents.js';
export * from './session.js';
export * from './settings.js';
export * from './start.js';
export * from './waiting-lists.js';
