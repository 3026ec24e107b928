/**
 * The back office's roles (issue 27). Not nested: a staff member holds any set of them, and every
 * staff route lists exactly which roles may call it (StaffRoute.roles).
 * - beheerder: the municipality's settings, the roles mapping, and everything the others may do;
 * - klantcontact: find and view residents, act for them;
 * - beoordelaar: review documents;
 * - financien: payments and refunds;
 * - auditor: read everything, the audit log included; change nothing.
 */
export const STAFF_ROLES = ['beheerder', 'klantcontact', 'beoordelaar', 'financien', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a staff member with these roles may call a route open to `allowed`. */
export function mayCall(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => allowed.includes(role));
}
