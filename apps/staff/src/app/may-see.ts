import { mayCall, STAFF_ROUTES, type StaffOperationId, type StaffRole, type StaffRoute } from '@parkeerloket/contract';

/** Whether these roles may call the route behind a screen (its roles in the contract). */
export function maySee(roles: readonly StaffRole[], operationId: StaffOperationId): boolean {
  const route = (STAFF_ROUTES as readonly StaffRoute[]).find((r) => r.operationId === operationId);
  return route !== undefined && mayCall(roles, route.roles);
}
