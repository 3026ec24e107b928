/**
 * Test support: a real database per test file (PGlite in memory, or the PostgreSQL of
 * DATABASE_URL when TEST_DATABASE=postgres), the real app built around it, and factories
 * that create their own tenant, so tests never share or wipe data.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { HandlerRegistration } from '../http/handler.js';
import type { Branch, RelationAttributes } from '../relations/index.js';
import { relationForIdentity } from '../relations/index.js';
import { insertSession, type PendingStep, SESSION_COOKIE, type SessionState } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';
import { applyTenantConfig, type TenantConfigInput } from '../tenants/index.js';
import type {} from './pglite-template.js';

let handle: Promise<DatabaseHandle> | undefined;

/** The database of this test file, migrated; closed after the file's tests. */
export function testDatabase(): Promise<DatabaseHandle> {
  if (!handle) {
    const usePostgres = process.env.TEST_DATABASE === 'postgres';
    if (usePostgres && !process.env.DATABASE_URL) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    handle = openDatabase({
      databaseUrl: usePostgres ? process.env.DATABASE_URL : undefined,
      dataDir: 'memory://',
      // Every file's embedded database starts from one migrated once per run (test/pglite-template.ts).
      template: usePostgres ? undefined : inject('pgliteTemplate'),
      poolSize: 4,
    }).then(async (opened) => {
      await migrateToLatest(opened.db);
      return opened;
    });
    afterAll(async () => {
      await (await handle)?.close();
      handle = undefined;
    });
  }
  return handle;
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    STAFF_DIST_DIR: '/nonexistent-staff-dist',
    ...overrides,
  });
}

export async function testApp(
  options: { config?: Partial<Record<keyof Config, string>>; handlers?: readonly HandlerRegistration[] } = {},
): Promise<{ app: FastifyInstance; db: DatabaseHandle['db'] }> {
  const { db } = await testDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    logger: false,
    ...(options.handlers ? { handlers: options.handlers } : {}),
  });
  afterAll(() => app.close());
  return { app, db };
}

export function uniqueCode(prefix = 't'): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}

/** A fresh tenant of its own, with whatever configuration the test needs. */
export async function createTenant(db: DatabaseHandle['db'], config: Partial<TenantConfigInput> = {}): Promise<Tenant> {
  const code = config.code ?? uniqueCode();
  const { tenant } = await applyTenantConfig(db, { name: `Gemeente ${code}`, ...config, code });
  return tenant;
}

/** Logs in without clicking through: a session row and the cookie that carries it. */
export async function sessionCookie(
  db: DatabaseHandle['db'],
  tenant: Tenant,
  state: SessionState = 'authorized',
  idleMinutes = 20,
  relationId: number | null = null,
): Promise<string> {
  const { token } = await insertSession(
    db,
    tenant.id,
    { relationId, state, locale: null },
    { idleMinutes, maxHours: 12 },
  );
  return `${SESSION_COOKIE}=${token}`;
}

/** A form-encoded POST to a service of a tenant. */
export function post(
  app: FastifyInstance,
  tenant: string,
  endpoint: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/${tenant}/services/${endpoint}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(params).toString(),
  });
}

/** A relation of the tenant, as if an identity service had just reported it. */
export async function createRelation(
  db: DatabaseHandle['db'],
  tenant: Tenant,
  attributes: Partial<RelationAttributes> = {},
  options: { service?: string; subject?: string; branches?: Branch[] } = {},
): Promise<number> {
  return relationForIdentity(db, tenant.id, {
    service: options.service ?? 'digid',
    subject: options.subject ?? randomBytes(5).toString('hex'),
    attributes: { relationType: 'P', firstname: 'Test', lastname: 'Persoon', ...attributes },
    ...(options.branches ? { branches: options.branches } : {}),
  });
}

/** A session of a relation part-way through (state login) or at the end (authorized) of its login. */
export async function relationSessionCookie(
  db: DatabaseHandle['db'],
  tenant: Tenant,
  relationId: number,
  state: SessionState = 'authorized',
  pending: PendingStep | null = null,
): Promise<string> {
  const { token } = await insertSession(
    db,
    tenant.id,
    { relationId, state, locale: null, pending, loginService: 'digid' },
    { idleMinutes: 20, maxHours: 12 },
  );
  return `${SESSION_COOKIE}=${token}`;
}
