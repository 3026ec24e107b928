/**
 * The staff API's client, typed by the contract's STAFF_ROUTES: `callStaff('listX', { query })`
 * answers the route's response type. Errors arrive as application/problem+json and are thrown as
 * StaffApiError with the problem (its title is in the user's language already).
 */
// First: the contract's schemas are made when this module's chunk runs, and zod must be jitless by then
// (a chunk shared by the lazy screens runs before the entry's own code).
import './zod-jitless';
import {
  type Problem,
  STAFF_API_BASE,
  STAFF_ROUTES,
  type StaffOperationId,
  type StaffRoute,
  type StaffRouteOf,
  staffRoutePath,
} from '@parkeerloket/contract';
import type { z } from 'zod';

export class StaffApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.title);
    this.name = 'StaffApiError';
  }
}

type In<T> = T extends z.ZodType ? z.input<T> : never;

export type StaffCallInput<R extends StaffRoute> = {
  params?: In<R['params']>;
  query?: In<R['query']>;
  body?: In<R['body']>;
  /** A multipart route's body (`bodyType: 'multipart'`): its fields and its file, as the browser sends a form. */
  form?: FormData;
};

let tenantCode = '';

export function setTenant(code: string): void {
  tenantCode = code;
}

/** Called when the session is gone (401): the app shows the sign-in page. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

export function staffUrl(operationId: StaffOperationId, input: StaffCallInput<StaffRoute> = {}): string {
  const route = (STAFF_ROUTES as readonly StaffRoute[]).find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no staff route ${operationId}`);
  const query = input.query
    ? `?${new URLSearchParams(
        Object.entries(input.query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString()}`
    : '';
  return `/${tenantCode}${STAFF_API_BASE}${staffRoutePath(route.path, (input.params ?? {}) as Record<string, string>)}${query}`;
}

export async function callStaff<Id extends StaffOperationId>(
  operationId: Id,
  input: StaffCallInput<StaffRouteOf<Id>> = {},
): Promise<z.output<StaffRouteOf<Id>['response']>> {
  const route = (STAFF_ROUTES as readonly StaffRoute[]).find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no staff route ${operationId}`);
  const response = await fetch(staffUrl(operationId, input as StaffCallInput<StaffRoute>), {
    method: route.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json, application/problem+json',
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    // A form's content type (with its boundary) is the browser's to set.
    ...(input.form !== undefined
      ? { body: input.form }
      : input.body !== undefined
        ? { body: JSON.stringify(input.body) }
        : {}),
  });
  if (response.status === 204) return undefined as z.output<StaffRouteOf<Id>['response']>;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) onSignedOut();
    const problem =
      data && typeof data === 'object' && 'title' in data
        ? (data as Problem)
        : { type: 'about:blank', title: response.statusText, status: response.status };
    throw new StaffApiError(problem);
  }
  return data as z.output<StaffRouteOf<Id>['response']>;
}
