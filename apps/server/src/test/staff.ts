/**
 * Signs a staff member in without OpenID Connect: a staff session row and the cookie that carries
 * it, as the residents' tests' `sessionCookie` does. For the queue and file tests.
 */
import type { StaffRole } from '@parkeerloket/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { insertStaffSession, STAFF_COOKIE } from '../staff/index.js';
import { findTenantByCode } from '../tenants/index.js';
import { testDatabase } from './support.js';

export async function signInStaff(
  _app: FastifyInstance,
  tenantCode: string,
  roles: readonly StaffRole[],
  name = `Test ${roles.join('+') || 'zonder rol'}`,
  options: { db?: Database; staffId?: string; idleMinutes?: number; locale?: string } = {},
): Promise<{ cookie: string; staffId: string }> {
  const db = options.db ?? (await testDatabase()).db;
  const tenant = await findTenantByCode(db, tenantCode);
  if (!tenant) throw new Error(`signInStaff: no tenant ${tenantCode}`);
  const staffId = options.staffId ?? `test:${name}`;
  const { token } = await insertStaffSession(
    db,
    tenant.id,
    { staffId, name, roles, locale: options.locale ?? null, signInMethod: 'test' },
    { idleMinutes: options.idleMinutes ?? 15, maxHours: 10 },
  );
  return { cookie: `${STAFF_COOKIE}=${token}`, staffId };
}

/** A JSON call to the staff API of a tenant: path below /{tenant}/beheer/api/v1. */
export function staffCall(
  app: FastifyInstance,
  tenantCode: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { cookie?: string; body?: unknown; query?: Record<string, string>; language?: 'nl' | 'en' } = {},
) {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return app.inject({
    method,
    url: `/${tenantCode}/beheer/api/v1${path}${query}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
