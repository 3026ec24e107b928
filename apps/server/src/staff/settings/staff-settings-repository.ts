/** A municipality's staff settings (migration 0032): how its staff sign in, the roles mapping, the audit's retention. */
import type { Database } from '../../db/database.js';

export interface StaffSettings {
  mode: 'simulator' | 'oidc';
  issuer: string | null;
  clientId: string | null;
  /** Sealed (identity secret box); open it with the identity key. */
  sealedClientSecret: string | null;
  groupClaim: string;
  roleMapping: Record<string, string[]>;
  auditRetentionDays: number;
}

export const DEFAULT_STAFF_SETTINGS: StaffSettings = {
  mode: 'simulator',
  issuer: null,
  clientId: null,
  sealedClientSecret: null,
  groupClaim: 'groups',
  roleMapping: {},
  auditRetentionDays: 2557,
};

export async function readStaffSettings(db: Database, tenantId: number): Promise<StaffSettings> {
  const row = await db
    .selectFrom('tenant_staff_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_STAFF_SETTINGS;
  return {
    mode: row.mode,
    issuer: row.issuer,
    clientId: row.client_id,
    sealedClientSecret: row.client_secret,
    groupClaim: row.group_claim,
    roleMapping: row.role_mapping,
    auditRetentionDays: row.audit_retention_days,
  };
}

export async function writeStaffSettings(db: Database, tenantId: number, settings: StaffSettings): Promise<void> {
  const values = {
    mode: settings.mode,
    issuer: settings.issuer,
    client_id: settings.clientId,
    client_secret: settings.sealedClientSecret,
    group_claim: settings.groupClaim,
    role_mapping: JSON.stringify(settings.roleMapping),
    audit_retention_days: settings.auditRetentionDays,
  };
  await db
    .insertInto('tenant_staff_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
