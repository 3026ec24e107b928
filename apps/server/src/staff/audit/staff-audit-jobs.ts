/**
 * The staff audit's retention (issue 27, decision 033): each municipality's audit rows older than its
 * retention period (`auditRetentionDays` of its staff settings, default 7 years, never under one year)
 * are deleted, and only those. The database's trigger (migration 0032) reads the same period and refuses
 * to delete any younger row, so this job cannot delete one either.
 */
import type { JobDefinition } from '../../jobs/index.js';
import { readStaffSettings } from '../../staff-settings/index.js';
import { listTenants } from '../../tenants/index.js';
import { deleteStaffAuditBefore } from './staff-audit-repository.js';

/** Rows per statement: short transactions, so the audit's writers never wait long. */
const BATCH = 1000;

export const staffAuditRetentionJob: JobDefinition = {
  name: 'staff-audit-retention',
  everySeconds: 24 * 60 * 60,
  async run({ db, now }) {
    let deleted = 0;
    let municipalities = 0;
    for (const tenant of await listTenants(db)) {
      const { auditRetentionDays } = await readStaffSettings(db, tenant.id);
      let ofTenant = 0;
      for (;;) {
        const batch = await deleteStaffAuditBefore(db, tenant.id, auditRetentionDays, now, BATCH);
        ofTenant += batch;
        if (batch < BATCH) break;
      }
      if (ofTenant > 0) municipalities += 1;
      deleted += ofTenant;
    }
    return { acted: deleted, note: `${deleted} audit rows past retention removed (${municipalities} municipalities)` };
  },
};
