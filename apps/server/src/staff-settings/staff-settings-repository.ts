/** A municipality's staff settings (migrations 0032, 0035): how its staff sign in, the roles mapping, the audit's retention. */
import type { Database } from '../db/database.js';

export interface StaffSettings {
  mode: 'simulator' | 'oidc';
  issuer: string | null;
  clientId: string | null;
  /** Sealed (identity secret box); open it with the identity key. */
  sealedClientSecret: string | null;
  clientAuthMethod: 'client_secret_basic' | 'client_secret_post';
  groupClaim: string;
  roleMapping: Record<string, string[]>;
  /** MFA required at sign-in; in production it is required whatever this says. */
  requireMfa: boolean;
  /** The provider's `acr` values that mean MFA (an `amr` naming a second factor counts as well). */
  mfaAcrValues: string[];
  auditRetentionDays: number;
  /** Changes whenever the settings change (keys the OpenID Connect client cache). */
  updatedAt: Date | null;
}

export const DEFAULT_STAFF_SETTINGS: StaffSettings = {
  mode: 'simulator',
  issuer: null,
  clientId: null,
  sealedClientSecret: null,
  clientAuthMethod: 'client_secret_basic',
  groupClaim: 'groups',
  roleMapping: {},
  requireMfa: true,
  mfaAcrValues: [],
  auditRetentionDays: 2557,
  updatedAt: null,
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
    clientAuthMethod: row.client_auth_method,
    groupClaim: row.group_claim,
    roleMapping: row.role_mapping,
    requireMfa: row.require_mfa,
    mfaAcrValues: row.mfa_acr_values,
    auditRetentionDays: row.audit_retention_days,
    updatedAt: row.updated_at,
  };
}

export async function writeStaffSettings(
  db: Database,
  tenantId: number,
  settings: Omit<StaffSettings, 'updatedAt'>,
): Promise<void> {
  const values = {
    mode: settings.mode,
    issuer: settings.issuer,
    client_id: settings.clientId,
    client_secret: settings.sealedClientSecret,
    client_auth_method: settings.clientAuthMethod,
    group_claim: settings.groupClaim,
    role_mapping: JSON.stringify(settings.roleMapping),
    require_mfa: settings.requireMfa,
    mfa_acr_values: JSON.stringify(settings.mfaAcrValues),
    audit_retention_days: settings.auditRetentionDays,
  };
  await db
    .insertInto('tenant_staff_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
