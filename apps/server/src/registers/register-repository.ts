/** All SQL on tenants' register settings. Every function takes the tenant. */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export type RegisterName = 'brp' | 'kvk';
export type RegisterMode = 'simulator' | 'api' | 'off';

export interface RegisterRow {
  register: RegisterName;
  mode: RegisterMode;
  baseUrl: string | null;
  /** Sealed (encrypted); see http/secret-box.ts. */
  sealedApiKey: string | null;
  clientCertificate: string | null;
  /** Sealed. */
  sealedClientKey: string | null;
  serverCaCertificate: string | null;
  timeoutMs: number;
  updatedAt: Date;
}

const COLUMNS = [
  'register',
  'mode',
  'base_url',
  'api_key',
  'client_certificate',
  'client_key',
  'server_ca_certificate',
  'timeout_ms',
  'updated_at',
] as const;

function toRow(row: {
  register: RegisterName;
  mode: RegisterMode;
  base_url: string | null;
  api_key: string | null;
  client_certificate: string | null;
  client_key: string | null;
  server_ca_certificate: string | null;
  timeout_ms: number;
  updated_at: Date;
}): RegisterRow {
  return {
    register: row.register,
    mode: row.mode,
    baseUrl: row.base_url,
    sealedApiKey: row.api_key,
    clientCertificate: row.client_certificate,
    sealedClientKey: row.client_key,
    serverCaCertificate: row.server_ca_certificate,
    timeoutMs: row.timeout_ms,
    updatedAt: row.updated_at,
  };
}

export async function findRegister(db: Database, tenantId: number, register: RegisterName) {
  const row = await db
    .selectFrom('tenant_registers')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('register', '=', register)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function listRegisters(db: Database, tenantId: number): Promise<RegisterRow[]> {
  const rows = await db
    .selectFrom('tenant_registers')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('register')
    .execute();
  return rows.map(toRow);
}

export async function upsertRegister(
  db: Database,
  tenantId: number,
  values: Omit<RegisterRow, 'updatedAt'>,
): Promise<void> {
  const columns = {
    mode: values.mode,
    base_url: values.baseUrl,
    api_key: values.sealedApiKey,
    client_certificate: values.clientCertificate,
    client_key: values.sealedClientKey,
    server_ca_certificate: values.serverCaCertificate,
    timeout_ms: values.timeoutMs,
  };
  await db
    .insertInto('tenant_registers')
    .values({ tenant_id: tenantId, register: values.register, ...columns })
    .onConflict((oc) => oc.columns(['tenant_id', 'register']).doUpdateSet({ ...columns, updated_at: sql`now()` }))
    .execute();
}

export async function deleteRegister(db: Database, tenantId: number, register: RegisterName): Promise<void> {
  await db.deleteFrom('tenant_registers').where('tenant_id', '=', tenantId).where('register', '=', register).execute();
}
