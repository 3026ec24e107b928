/**
 * The built-in sign-in simulator's demo staff (development only; refused in production unless the
 * simulators are switched on, IDENTITY_SIMULATORS=on, like the residents' simulators).
 */
import { STAFF_ROLES, type StaffRole } from '@parkeerloket/contract';

export interface DemoStaffMember {
  /** What the sign-in form posts, and the staff id's tail: simulator:<key>. */
  key: string;
  name: string;
  roles: readonly StaffRole[];
}

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { key: 'beheerder', name: 'Bea Beheerder', roles: STAFF_ROLES },
  { key: 'klantcontact', name: 'Karim Klantcontact', roles: ['klantcontact'] },
  { key: 'beoordelaar', name: 'Bo Beoordelaar', roles: ['beoordelaar'] },
  { key: 'financien', name: 'Fenna Financiën', roles: ['financien'] },
  { key: 'auditor', name: 'Aart Auditor', roles: ['auditor'] },
];

export function findDemoStaff(key: string): DemoStaffMember | undefined {
  return DEMO_STAFF.find((member) => member.key === key);
}
