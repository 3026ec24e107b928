import { describe, expect, it } from 'vitest';
import {
  RESIDENT_AUDIT_ROLES,
  RESIDENT_FILE_ROLES,
  RESIDENT_FILE_SECTIONS,
  residentFileSections,
} from './resident-file.js';

describe('what each role sees of a file', () => {
  it('klantcontact, auditor and beheerder see every section', () => {
    for (const role of ['klantcontact', 'auditor', 'beheerder'] as const) {
      expect(residentFileSections([role])).toEqual([...RESIDENT_FILE_SECTIONS]);
    }
  });

  it('a beoordelaar sees no money, identity numbers, e-mails or audit trail', () => {
    const sections = residentFileSections(['beoordelaar']);
    expect(sections).toEqual(['contact', 'addresses', 'permits', 'requests']);
  });

  it('financiën sees the money and the permits, not identities, addresses or requests', () => {
    expect(residentFileSections(['financien'])).toEqual(['contact', 'permits', 'invoices', 'payments', 'refunds']);
  });

  it('two roles see what either sees, in the file order', () => {
    expect(residentFileSections(['financien', 'beoordelaar'])).toEqual([
      'contact',
      'addresses',
      'permits',
      'requests',
      'invoices',
      'payments',
      'refunds',
    ]);
  });

  it('the audit timeline route is open to exactly the roles whose file shows the audit section', () => {
    const withAudit = RESIDENT_FILE_ROLES.filter((role) => residentFileSections([role]).includes('audit'));
    expect([...RESIDENT_AUDIT_ROLES].sort()).toEqual([...withAudit].sort());
  });
});
