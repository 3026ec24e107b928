/**
 * What each staff role sees of a resident's file (issue 27, decision 035): least privilege. Klantcontact
 * (finds residents and acts for them), the auditor (reads everything) and the beheerder see it all. The
 * beoordelaar judges a request's documents: who asks, where they live, their requests and permits, and no
 * money, identity numbers, e-mails or audit trail. Financiën settles payments and refunds: who pays, the
 * invoices, payments and refunds and the permits a refund is for, and no identity numbers, addresses,
 * requests, waiting list or e-mails. A section a role may not see is absent from the answer, not emptied
 * on the screen: the server leaves it out.
 */
import type { StaffRole } from './roles.js';

export const RESIDENT_FILE_SECTIONS = [
  'identities',
  'contact',
  'addresses',
  'permits',
  'requests',
  'invoices',
  'payments',
  'refunds',
  'waitingList',
  'emails',
  'audit',
] as const;
export type ResidentFileSection = (typeof RESIDENT_FILE_SECTIONS)[number];

const SECTIONS_OF: Record<StaffRole, readonly ResidentFileSection[]> = {
  beheerder: RESIDENT_FILE_SECTIONS,
  klantcontact: RESIDENT_FILE_SECTIONS,
  auditor: RESIDENT_FILE_SECTIONS,
  beoordelaar: ['contact', 'addresses', 'permits', 'requests'],
  financien: ['contact', 'permits', 'invoices', 'payments', 'refunds'],
};

/** The sections the roles together may see, in the file's order. */
export function residentFileSections(roles: readonly StaffRole[]): ResidentFileSection[] {
  const allowed = new Set(roles.flatMap((role) => SECTIONS_OF[role]));
  return RESIDENT_FILE_SECTIONS.filter((section) => allowed.has(section));
}

/** Who may search residents: the search lists names and addresses of anyone in the municipality. */
export const RESIDENT_SEARCH_ROLES = ['beheerder', 'klantcontact', 'auditor'] as const satisfies readonly StaffRole[];
/** Who opens a file (each role its own sections): every role reaches residents from its queues. */
export const RESIDENT_FILE_ROLES = [
  'beheerder',
  'klantcontact',
  'beoordelaar',
  'financien',
  'auditor',
] as const satisfies readonly StaffRole[];
/** Who reads the audit log: the beheerder and the auditor. */
export const AUDIT_LOG_ROLES = ['beheerder', 'auditor'] as const satisfies readonly StaffRole[];
/** Who reads a resident's audit timeline: whoever sees the file's audit section. */
export const RESIDENT_AUDIT_ROLES = ['beheerder', 'klantcontact', 'auditor'] as const satisfies readonly StaffRole[];
