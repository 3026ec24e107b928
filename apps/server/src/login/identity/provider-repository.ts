/** All SQL on tenants' identity provider settings. Every function takes the tenant. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { IdentityService } from './identifiers.js';

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface ProviderRow {
  service: IdentityService;
  mode: 'simulator' | 'oidc';
  issuer: string | null;
  clientId: string | null;
  /** Sealed (encrypted); see http/secret-box.ts. */
  sealedSecret: string | null;
  clientAuthMethod: ClientAuthMethod;
  scopes: string;
  subjectClaim: string;
  acrClaim: string;
  minimumLevel: string | null;
  branchesClaim: string | null;
  updatedAt: Date;
}

const COLUMNS = [
  'service',
  'mode',
  'issuer',
  'client_id',
  'client_secret',
  'client_auth_method',
  'scopes',
  'subject_claim',
  'acr_claim',
  'minimum_level',
  'branches_claim',
  'updated_at',
] as const;

type Row = {
  service: IdentityService;
  mode: 'simulator' | 'oidc';
  issuer: string | null;
  client_id: string | null;
  client_secret: string | null;
  client_auth_method: ClientAuthMethod;
  scopes: string;
  subject_claim: string;
  acr_claim: string;
  minimum_level: string | null;
  branches_claim: string | null;
  updated_at: Date;
};

function toProvider(row: Row): ProviderRow {
  return {
    service: row.service,
    mode: row.mode,
    issuer: row.issuer,
    clientId: row.client_id,
    sealedSecret: row.client_secret,
    clientAuthMethod: row.client_auth_method,
    scopes: row.scopes,
    subjectClaim: row.subject_claim,
    acrClaim: row.acr_claim,
    minimumLevel: row.minimum_level,
    branchesClaim: row.branches_claim,
    updatedAt: row.updated_at,
  };
}

export async function findProvider(
  db: Database,
  tenantId: number,
  service: IdentityService,
): Promise<ProviderRow | undefined> {
  const row = await db
    .selectFrom('tenant_identity_providers')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('service', '=', service)
    .executeTakeFirst();
  return row && toProvider(row);
}

export async function listProviders(db: Database, tenantId: number): Promise<ProviderRow[]> {
  const rows = await db
    .selectFrom('tenant_identity_providers')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('service')
    .execute();
  return rows.map(toProvider);
}

export type ProviderValues = Omit<ProviderRow, 'updatedAt'>;

export async function upsertProvider(db: Database, tenantId: number, values: ProviderValues): Promise<void> {
  const columns = {
    mode: values.mode,
    issuer: values.issuer,
    client_id: values.clientId,
    client_secret: values.sealedSecret,
    client_auth_method: values.clientAuthMethod,
    scopes: values.scopes,
    subject_claim: values.subjectClaim,
    acr_claim: values.acrClaim,
    minimum_level: values.minimumLevel,
    branches_claim: values.branchesClaim,
  };
  await db
    .insertInto('tenant_identity_providers')
    .values({ tenant_id: tenantId, service: values.service, ...columns })
    .onConflict((oc) => oc.columns(['tenant_id', 'service']).doUpdateSet({ ...columns, updated_at: sql`now()` }))
    .execute();
}

export async function deleteProvider(db: Database, tenantId: number, service: IdentityService): Promise<void> {
  await db
    .deleteFrom('tenant_identity_providers')
    .where('tenant_id', '=', tenantId)
    .where('service', '=', service)
    .execute();
}
