/**
 * Every route of the staff API. Each group's file exports its list; add one import line per group.
 * The server registers exactly these, the OpenAPI document lists exactly these, and the generated
 * role test walks exactly these.
 */
import { SESSION_ROUTES } from './session.js';
import { START_ROUTES } from './start.js';

export const STAFF_ROUTES = [...SESSION_ROUTES, ...START_ROUTES] as const;

export type StaffRouteOf<Id extends (typeof STAFF_ROUTES)[number]['operationId']> = Extract<
  (typeof STAFF_ROUTES)[number],
  { operationId: Id }
>;
export type StaffOperationId = (typeof STAFF_ROUTES)[number]['operationId'];
export * from './session.js';
export * from './start.js';
